import { randomInt } from 'node:crypto';
import { NEW_CARD_SHAPE, printedCardNumber } from '#shared/card-number.js';

/**
 * Numbers of new laundry cards (docs/decisions/039-hub-charge-caps-and-card-numbers.md): `ELC` + 15 symbols drawn
 * by the CSPRNG from a 32-symbol alphabet without look-alikes (Crockford's: no I, L, O or U) + one check symbol
 * (Luhn mod 32 over the 15), 19 characters in all — the contract's longest card number. 75 random bits: at any rate
 * Link Card allows, guessing a number that exists is hopeless (the ADR does the sum). Printed in groups of four:
 * `ELC 7KQ4 M9TX 2HVB R8ND`. Older numbers (the sequential ELC0000000001… stock, numbers printed by a vendor) keep
 * working; they have no check symbol, so only numbers of the new shape are checked.
 */

export const CARD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
export const CARD_PREFIX = 'ELC';
const RANDOM_SYMBOLS = 15;
const N = CARD_ALPHABET.length;
const NEW_SHAPE = NEW_CARD_SHAPE;

/** Luhn mod N: the sum over the symbols from the right, every second one doubled (digits of base N added). */
function luhnSum(symbols: string, doubleFirst: boolean): number {
  let sum = 0;
  let double = doubleFirst;
  for (let i = symbols.length - 1; i >= 0; i--) {
    let v = CARD_ALPHABET.indexOf(symbols[i]!);
    if (double) {
      v *= 2;
      v = Math.floor(v / N) + (v % N);
    }
    sum += v;
    double = !double;
  }
  return sum;
}

const checkSymbol = (payload: string) => CARD_ALPHABET[(N - (luhnSum(payload, true) % N)) % N]!;

/** `count` new random card numbers, all different. */
export function newCardNumbers(count: number): string[] {
  if (!Number.isSafeInteger(count) || count < 1 || count > 100_000) throw new Error('the count must be a whole number from 1 to 100000');
  const out = new Set<string>();
  while (out.size < count) {
    let payload = '';
    for (let i = 0; i < RANDOM_SYMBOLS; i++) payload += CARD_ALPHABET[randomInt(N)];
    out.add(`${CARD_PREFIX}${payload}${checkSymbol(payload)}`);
  }
  return [...out];
}

/** A number of the new shape (ELC + 16 symbols of the alphabet), whether or not its check symbol is right. */
export const isNewCardNumber = (normalised: string) => NEW_SHAPE.test(normalised);

/** A number of the new shape whose check symbol is wrong: a typing mistake (no card can have it). */
export const cardNumberMistyped = (normalised: string) => isNewCardNumber(normalised) && luhnSum(normalised.slice(CARD_PREFIX.length), false) % N !== 0;

/** The form printed on the card (and in e-mails): ELC and groups of four. Other numbers as they are. */
export { printedCardNumber };

/**
 * Card numbers are kept upper case without spaces (the card prints groups: ELC 7KQ4 M9TX 2HVB R8ND); lookups
 * normalise the same way, so the printed form, with spaces or dashes, in any case, finds the card.
 */
export const normaliseCardNumber = (n: string) => n.replace(/[\s-]+/g, '').toUpperCase();
