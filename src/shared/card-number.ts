/**
 * How a card number is printed (ADR 039): numbers of the new shape (`ELC` + 16 symbols of Crockford's alphabet) in
 * groups of four — `ELC 7KQ4 M9TX 2HVB R8ND` —, older numbers as they are. One rule for the server's mails and the
 * screens of the customer area and the staff console.
 */
export const NEW_CARD_SHAPE = /^ELC[0-9A-HJKMNP-TV-Z]{16}$/;

export const printedCardNumber = (n: string) => (NEW_CARD_SHAPE.test(n) ? `ELC ${n.slice(3).match(/.{4}/g)!.join(' ')}` : n);
