/** Where the sales team is reached (footer of the signed-in screens). */
export const SALES_CONTACT = 'mailto:sales@nordpay.example';

/** Legal PDFs are chosen by language: Russian files for RU, English for every other language. */
export function legalDocuments(lang: string) {
  const suffix = lang === 'ru' ? 'ru' : 'en';
  return {
    privacy: `/legal/privacy-policy-${suffix}.pdf`,
    terms: `/legal/terms-of-use-${suffix}.pdf`,
  };
}
