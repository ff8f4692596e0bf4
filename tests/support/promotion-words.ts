/**
 * Words that would make a transactional message marketing, or reward a review (16 CFR 465; Google's review policy),
 * in English and Spanish: read by the SMS template test and the review-incentive test.
 */
export const PROMOTION =
  /\b(discount|descuento|off|coupon|cup[oó]n|promo\w*|offer|oferta|deal|sale|free|gratis|save|ahorr\w*|special|especial|points?|puntos?|prize|premio|gift|regalo|reward|recompensa|win|gane)\b/iu;

/** Words that tie something to a review: a reward task or a reward must never contain them. */
export const REVIEW_WORDS = /\b(review\w*|rese[ñn]\w*|rating\w*|rate us|valora\w*|stars?|estrellas?|google|yelp)\b/iu;

/** Every string inside a nested copy object. */
export function stringsOf(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (value && typeof value === "object") return Object.values(value).flatMap(stringsOf);
  return [];
}
