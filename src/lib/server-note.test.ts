import { describe, expect, it } from 'vitest';
import { extraNote } from './server-note';

describe('A server note is kept only when it adds something to the label', () => {
  it('the English text of the label is not repeated under its translation', () => {
    expect(extraNote('Dispute opened', ['Открыт спор', 'Dispute opened'])).toBeNull();
  });

  it('case, spacing and a closing full stop do not make a note new', () => {
    expect(extraNote('  dispute   OPENED. ', ['Відкрито спір', 'Dispute opened'])).toBeNull();
  });

  it('a note that says more is kept as the server wrote it', () => {
    expect(extraNote(' Method Tether TRC20 ', ['Выбран способ оплаты', 'Payment method chosen'])).toBe(
      'Method Tether TRC20',
    );
  });

  it('a note equal to the label as shown is dropped too (a server that writes in the language)', () => {
    expect(extraNote('Открыт спор', ['Открыт спор', 'Dispute opened'])).toBeNull();
  });

  it('no note, or an empty one, is nothing', () => {
    expect(extraNote(null, ['Event'])).toBeNull();
    expect(extraNote('   ', ['Event'])).toBeNull();
  });

  it('missing labels are skipped', () => {
    expect(extraNote('Refund requested', [null, undefined, ''])).toBe('Refund requested');
  });
});
