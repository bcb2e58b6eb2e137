import { describe, expect, it } from 'vitest';
import { CARD_ALPHABET, cardNumberMistyped, isNewCardNumber, newCardNumbers, printedCardNumber } from './card-numbers.js';

/** New card numbers (docs/decisions/039-hub-charge-caps-and-card-numbers.md): random, with a check symbol. */
describe('card numbers', () => {
  it('are ELC + 15 random symbols of an alphabet without look-alikes + a check symbol, all different', () => {
    expect(CARD_ALPHABET).toHaveLength(32);
    expect(CARD_ALPHABET).not.toMatch(/[ILOU]/);
    const numbers = newCardNumbers(2000);
    expect(new Set(numbers).size).toBe(2000);
    for (const n of numbers) {
      expect(n).toMatch(/^ELC[0-9A-HJKMNP-TV-Z]{16}$/);
      expect(isNewCardNumber(n)).toBe(true);
      expect(cardNumberMistyped(n)).toBe(false);
    }
    // Not a counter: consecutive numbers share no long common prefix after ELC.
    const shared = numbers.slice(1).filter((n, i) => n.slice(0, 8) === numbers[i]!.slice(0, 8));
    expect(shared.length).toBeLessThan(5);
    // Every symbol of the alphabet turns up in every random position (no position is fixed).
    for (let pos = 3; pos < 18; pos++) expect(new Set(numbers.map((n) => n[pos])).size, `position ${pos}`).toBe(32);
  });

  it('the check symbol catches every single mistyped symbol and every swap of two different neighbours', () => {
    for (const n of newCardNumbers(50)) {
      for (let pos = 3; pos < n.length; pos++) {
        for (const ch of CARD_ALPHABET) {
          if (ch === n[pos]) continue;
          const typo = n.slice(0, pos) + ch + n.slice(pos + 1);
          expect(cardNumberMistyped(typo), typo).toBe(true);
        }
      }
      for (let pos = 4; pos < n.length; pos++) {
        if (n[pos] === n[pos - 1]) continue;
        const swapped = n.slice(0, pos - 1) + n[pos] + n[pos - 1] + n.slice(pos + 1);
        // Luhn mod N misses one pair of neighbours (the first and last symbols, 0 and Z, when swapped):
        // anything else is caught.
        if (new Set([n[pos], n[pos - 1]]).size === 2 && [n[pos], n[pos - 1]].sort().join('') === '0Z') continue;
        expect(cardNumberMistyped(swapped), swapped).toBe(true);
      }
    }
  });

  it('old numbers (sequential stock, numbers printed by vendors) are not judged: only the new shape has a check symbol', () => {
    expect(isNewCardNumber('ELC0000000001')).toBe(false);
    expect(cardNumberMistyped('ELC0000000001')).toBe(false);
    expect(cardNumberMistyped('TSTMAB12CD0001')).toBe(false);
    expect(printedCardNumber('ELC0000000001')).toBe('ELC0000000001');
    const [n] = newCardNumbers(1);
    expect(printedCardNumber(n!)).toBe(`ELC ${n!.slice(3, 7)} ${n!.slice(7, 11)} ${n!.slice(11, 15)} ${n!.slice(15)}`);
  });
});
