/**
 * The site language codes of the spec (doc 1 §1): what the operator's backend stores and accepts.
 * The i18n registry maps each to a catalog; the sandbox validates the language call against them.
 */
export const siteLocaleCodes = [
  'CN',
  'EN',
  'JA',
  'TH',
  'VI',
  'MY',
  'ES',
  'HI',
  'ID',
  'KM',
  'KO',
  'KR',
  'MS',
  'PT',
  'TA',
  'TW',
  'TY',
  'UR',
  'UR-LA',
  'PT-BR',
  'TR',
  'BN',
  'AR',
  'FA',
  'RU',
  'KK',
  'UZ',
  'LO',
  'NE',
  'FR',
  'TE',
  'SW',
] as const;

export type SiteLocaleCode = (typeof siteLocaleCodes)[number];
