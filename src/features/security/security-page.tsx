import { useSuspenseQuery } from '@tanstack/react-query';
import { useNavigate, useSearch } from '@tanstack/react-router';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { securitySettingsQuery } from '@/api/security/security.queries';
import { Accordion, AccordionItem } from '@/components/ui/accordion';
import { GlobeIcon, LockIcon, QrIcon, ShieldIcon, UserIcon } from '@/components/ui/app-icons';
import { CheckCircleIcon } from '@/components/ui/icons';
import { Unknown } from '@/components/ui/unknown';
import { PROTECTIONS, type Protection } from '@/constants/security';
import { protectionOn } from '@/domain/protection-badges';
import { useSession } from '@/session/session';
import { AuthenticatorSetup } from './authenticator-setup';
import { EmailConfirmation } from './email-confirmation';
import { IpWhitelist } from './ip-whitelist';
import { LevelPanel } from './level-panel';
import { LoginEmailChange } from './login-email-change';
import { PasswordChange } from './password-change';
import { PinSetup } from './pin-setup';
import { ProtectionBadge } from './protection-badge';
import styles from './security.module.css';
import { type Panel, SETTINGS_PANELS } from './security-panels';

/**
 * /profile/security: the level panel, then the "settings" and "additional protection"
 * accordions. One panel is open at a time across both (kept in the URL, `?panel=`), and a
 * panel closes when its header is toggled.
 */
export function SecurityPage() {
  const { t } = useTranslation();
  const settingsTitle = useId();
  const protectionTitle = useId();
  const { data: settings } = useSuspenseQuery(securitySettingsQuery());
  const session = useSession();
  // The login e-mail: the settings' (SPEC names it), else the one signed in with.
  const email = settings.email ?? session.login ?? '';
  const { panel } = useSearch({ from: '/_app/profile/security' });
  const navigate = useNavigate({ from: '/profile/security' });

  const open = (next: Panel | undefined) =>
    void navigate({ search: (prev) => ({ ...prev, panel: next }), replace: true, resetScroll: false });

  const inGroup = (group: readonly Panel[]) => (panel && group.includes(panel) ? [panel] : []);
  const onGroupChange = (group: readonly Panel[]) => (value: string[]) => {
    const next = value.find((item): item is Panel => (group as readonly string[]).includes(item));
    open(next);
  };

  const openAndReveal = (next: Panel) => {
    open(next);
    requestAnimationFrame(() =>
      document.getElementById(`security-${next}`)?.scrollIntoView({ block: 'start' }),
    );
  };

  const badge = (protection: Protection) => <ProtectionBadge on={protectionOn(settings, protection)} />;

  return (
    <div className={styles.page}>
      <LevelPanel settings={settings} onOpen={openAndReveal} />

      <section aria-labelledby={settingsTitle} className={styles.group}>
        <h2 id={settingsTitle} className={styles.groupTitle}>
          {t('security.groups.settings')}
        </h2>
        <Accordion value={inGroup(SETTINGS_PANELS)} onValueChange={onGroupChange(SETTINGS_PANELS)}>
          <AccordionItem
            value="password"
            icon={<LockIcon />}
            title={t('security.password.title')}
            subtitle={t('security.password.subtitle')}
            className={styles.item}
          >
            <div id="security-password">
              <PasswordChange />
            </div>
          </AccordionItem>
          <AccordionItem
            value="login_email"
            icon={<UserIcon />}
            title={t('security.login_email.title')}
            subtitle={email || <Unknown />}
            className={styles.item}
          >
            <div id="security-login_email">
              <LoginEmailChange currentLogin={email} />
            </div>
          </AccordionItem>
        </Accordion>
      </section>

      <section aria-labelledby={protectionTitle} className={styles.group}>
        <h2 id={protectionTitle} className={styles.groupTitle}>
          {t('security.groups.protection')}
        </h2>
        <Accordion value={inGroup(PROTECTIONS)} onValueChange={onGroupChange(PROTECTIONS)}>
          <AccordionItem
            value="email"
            icon={<CheckCircleIcon />}
            title={t('security.email.title')}
            subtitle={t('security.email.subtitle')}
            meta={badge('email')}
            className={styles.item}
          >
            <div id="security-email">
              <EmailConfirmation email={email} saved={settings.email_operations} />
            </div>
          </AccordionItem>
          <AccordionItem
            value="pin"
            icon={<ShieldIcon />}
            title={t('security.pin.title')}
            subtitle={t('security.pin.subtitle')}
            meta={badge('pin')}
            className={styles.item}
          >
            <div id="security-pin">
              <PinSetup
                pin={settings.pin_settings}
                saved={settings.pin_operations}
                sentOperations={settings.sent.pin_operations}
              />
            </div>
          </AccordionItem>
          <AccordionItem
            value="otp"
            icon={<QrIcon />}
            title={t('security.otp.title')}
            subtitle={t('security.otp.subtitle')}
            meta={badge('otp')}
            className={styles.item}
          >
            <div id="security-otp">
              <AuthenticatorSetup settings={settings} />
            </div>
          </AccordionItem>
          <AccordionItem
            value="whitelist"
            icon={<GlobeIcon />}
            title={t('security.whitelist.title')}
            subtitle={t('security.whitelist.subtitle')}
            meta={badge('whitelist')}
            className={styles.item}
          >
            <div id="security-whitelist">
              <IpWhitelist ips={settings.ips} />
            </div>
          </AccordionItem>
        </Accordion>
      </section>
    </div>
  );
}
