export {
  brandImagesOf,
  brandSchema,
  BrandFileError,
  isColorRef,
  licenceSchema,
  parseBrand,
} from './brand';
export type {
  Brand,
  BrandImage,
  BrandInput,
  BrandIssue,
  BrandOverrides,
  Licence,
  MarketProfile,
} from './brand';
export { brandForHost, brands, defaultBrand, getBrand, loadBrands } from './brands';
export { DEFAULT_BRAND_CODE } from './defaultBrandCode';
export { browserColors } from './browserColors';
export type { BrowserColors } from './browserColors';
export { contrastRatio } from './color';
export { checkContrast, contrastPairs, minimumContrast } from './contrast';
export type { ContrastFailure, ContrastKind, ContrastPair } from './contrast';
export { palette } from './palette';
export {
  generateAccentScale,
  generateNeutralScale,
  hexToOklch,
  isHexColor,
} from './generatedScale';
export type { HexColor } from './generatedScale';
export { roleScale } from './scales';
export { scaleNames } from './palette-spec';
export type { Palette, Scale, ScaleName, ScaleSteps } from './palette-spec';
export { modes, roleNames, semanticColors } from './semantic';
export type { ColorRef, Mode, ModeValues, RoleName, Step } from './semantic';
export { buildTheme, resolveColor, themeDeclarations } from './theme';
export type { Theme } from './theme';
export {
  colorTokens,
  cssVarName,
  fontTokens,
  radiusTokens,
  shadowTokens,
  spaceTokens,
  token,
  tokenNames,
} from './tokens';
export type {
  ColorToken,
  CssVarName,
  FontToken,
  RadiusToken,
  ShadowToken,
  SpaceToken,
  TokenName,
} from './tokens';
