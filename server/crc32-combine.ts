/**
 * CRC-32 arithmetic (gzip's, reflected polynomial 0xedb88320) that Node does not expose. A stored page's gzip trailer
 * needs the CRC of its whole text, and only the nonces change between responses: `crc32OfFilledSlots` gives it from
 * CRCs computed once and the nonce's own. `crc32Combine` (zlib's crc32_combine) is the same shift arithmetic in its
 * best-known form, kept as the check that the arithmetic matches zlib.
 */
import { crc32 } from "node:zlib";

const POLYNOMIAL = 0xedb88320;

/** a(x)·b(x) modulo the CRC polynomial, both in zlib's reflected representation. */
function multiplyModulo(a: number, b: number): number {
  // The loop below ends at a's last set bit: a zero (no slot to fill, say) has none.
  if (a === 0) return 0;
  let product = 0;
  let mask = 0x80000000;
  let multiplier = b >>> 0;
  for (;;) {
    if ((a & mask) !== 0) {
      product ^= multiplier;
      if ((a & (mask - 1)) === 0) break;
    }
    mask >>>= 1;
    multiplier = multiplier & 1 ? (multiplier >>> 1) ^ POLYNOMIAL : multiplier >>> 1;
  }
  return product >>> 0;
}

/** x^(2^k) modulo the polynomial, for k = 0..31. */
const POWERS_OF_X = (() => {
  const table: number[] = [];
  let power = 0x40000000; // x^1
  for (let k = 0; k < 32; k++) {
    table.push(power);
    power = multiplyModulo(power, power);
  }
  return table;
})();

/** x^(8·bytes) modulo the polynomial: what shifting a CRC past that many zero bytes multiplies it by. */
function shiftPastBytes(bytes: number): number {
  let result = 0x80000000; // x^0
  let k = 3;
  for (let n = bytes; n > 0; n = Math.floor(n / 2), k++) {
    if (n % 2 === 1) result = multiplyModulo(POWERS_OF_X[k % 32]!, result);
  }
  return result;
}

/** The CRC of two runs joined, from the CRC of each and the second's length. */
export function crc32Combine(firstCrc: number, secondCrc: number, secondLength: number): number {
  return (multiplyModulo(shiftPastBytes(secondLength), firstCrc) ^ secondCrc) >>> 0;
}

/**
 * The CRC of a text that is the same each time except at a few slots of one length, all filled with the same bytes:
 * from the CRC of the text with zeros in the slots and the filler's own CRC. CRC is linear: filling the slots adds the
 * filler's linear part (its CRC against that of as many zeros) shifted past the bytes after each slot, and those
 * shifts add up to one multiplier, worked out once.
 */
export function crc32OfFilledSlots(
  zeroFilledCrc: number,
  slotLength: number,
  bytesAfterEachSlot: readonly number[],
): (fillerCrc: number) => number {
  const zerosCrc = crc32(Buffer.alloc(slotLength));
  const shifts = bytesAfterEachSlot.reduce((sum, after) => (sum ^ shiftPastBytes(after)) >>> 0, 0);
  return (fillerCrc) => (zeroFilledCrc ^ multiplyModulo(shifts, (fillerCrc ^ zerosCrc) >>> 0)) >>> 0;
}
