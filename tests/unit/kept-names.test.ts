import { describe, expect, it } from 'vitest';
import { keepNames } from '@/server/translation/kept-names';

// The brand's name goes through the engine untouched ("Brasa Palermo" is not "Brace Palermo" in Italian).
describe('keeping proper names out of machine translation', () => {
  it('replaces each occurrence with a placeholder and puts the name back', () => {
    const kept = keepNames('Pedí en Brasa Palermo. Brasa Palermo te espera.', ['Brasa Palermo']);
    expect(kept.text).toBe('Pedí en __NK0__. __NK0__ te espera.');
    expect(kept.restore('Order at __NK0__. __NK0__ awaits you.')).toBe(
      'Order at Brasa Palermo. Brasa Palermo awaits you.',
    );
  });

  it('restores a placeholder the engine returned with other case or spacing', () => {
    const kept = keepNames('Bienvenido a Brasa Palermo', ['Brasa Palermo']);
    expect(kept.restore('Welcome to __ nk0 __')).toBe('Welcome to Brasa Palermo');
  });

  it('answers null when the engine lost a name, so the Spanish stays', () => {
    const kept = keepNames('Bienvenido a Brasa Palermo', ['Brasa Palermo']);
    expect(kept.restore('Welcome to Brace Palermo')).toBeNull();
  });

  it('matches whole words only, longest name first, and leaves texts without names as they are', () => {
    expect(keepNames('Brasas Palermo', ['Brasa']).text).toBe('Brasas Palermo');
    expect(keepNames('Brasa Palermo Centro abre', ['Brasa Palermo', 'Brasa Palermo Centro']).text).toBe(
      '__NK0__ abre',
    );
    const plain = keepNames('Milanesa con papas', ['Brasa Palermo']);
    expect(plain.text).toBe('Milanesa con papas');
    expect(plain.restore('Milanesa with chips')).toBe('Milanesa with chips');
  });
});
