import * as v from 'valibot';
import { envelopeSchema } from '../envelope';
import { base64Schema, base64UrlSchema, positiveIntSchema } from './common';

/** 0 normal, 1 maintenance (with an optional end time), 2 region restriction (with the visitor IP). */
export const SYSTEM_STATUS = { normal: 0, maintenance: 1, regionRestricted: 2 } as const;

export const systemStatusSchema = v.variant('status', [
  v.object({ status: v.literal(SYSTEM_STATUS.normal) }),
  v.object({ status: v.literal(SYSTEM_STATUS.maintenance), endTime: v.optional(v.string()) }),
  v.object({ status: v.literal(SYSTEM_STATUS.regionRestricted), ip: v.optional(v.string()) }),
]);
export type SystemStatus = v.InferOutput<typeof systemStatusSchema>;
export const systemStatusResponseSchema = envelopeSchema(systemStatusSchema);

// --- whitelabel tree (feature toggles are module ids: MOBILENUMREG3, FREEPLAY3, ...) ---

export interface WhitelabelNode {
  modId: string;
  enabled: '1' | '0';
  childrenNodes: WhitelabelNode[];
}

export const whitelabelNodeSchema: v.GenericSchema<WhitelabelNode> = v.object({
  modId: v.string(),
  enabled: v.picklist(['1', '0']),
  childrenNodes: v.array(v.lazy(() => whitelabelNodeSchema)),
});
export const whitelabelSchema = v.array(whitelabelNodeSchema);
export const whitelabelResponseSchema = envelopeSchema(whitelabelSchema);

// --- registration field rules ---

/** patternId picks the hint shown for a field's acceptedPattern (0..23, see core's rule engine). */
export const fieldRuleSchema = v.object({
  enabled: v.boolean(),
  required: v.boolean(),
  minLength: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  maxLength: v.pipe(v.number(), v.safeInteger(), v.minValue(0)),
  acceptedPattern: v.string(),
  patternId: v.pipe(v.number(), v.safeInteger(), v.minValue(0), v.maxValue(23)),
});
export type FieldRule = v.InferOutput<typeof fieldRuleSchema>;
export const registerSettingSchema = v.record(v.string(), fieldRuleSchema);
export type RegisterSetting = v.InferOutput<typeof registerSettingSchema>;
export const registerSettingResponseSchema = envelopeSchema(registerSettingSchema);

// --- permission / site configuration ---

export const resourceEntrySchema = v.object({
  resourceType: v.string(),
  url: v.string(),
  qrCodeUrl: v.optional(v.string()),
});
export type ResourceEntry = v.InferOutput<typeof resourceEntrySchema>;

export const permissionQuerySchema = v.object({ url: v.pipe(v.string(), v.minLength(1)) });
export type PermissionQuery = v.InferOutput<typeof permissionQuerySchema>;

// Social and phone-provider sign-in (issue 29): the channels a merchant can switch on with the
// identity provider. 'phone' sends the forms' SMS codes through the provider; the others are
// social accounts signed in through the provider's popup.
export const IDENTITY_CHANNELS = ['phone', 'google'] as const;
export type IdentityChannel = (typeof IDENTITY_CHANNELS)[number];

export const permissionSchema = v.object({
  info: v.object({
    whitelabel: whitelabelSchema,
    register: registerSettingSchema,
    resources: v.array(resourceEntrySchema),
    customerService: v.array(v.object({ csType: v.string(), path: v.string() })),
    analytics: v.optional(v.object({ gtagId: v.optional(v.string()) })),
    imageCDNs: v.array(v.string()),
    launchGameCDNs: v.array(v.string()),
    // document 1 rows (issue 29): the merchant's supported languages (site locale codes; absent
    // means every language the site has) and the age a visitor must confirm to register.
    languages: v.optional(v.array(v.pipe(v.string(), v.minLength(2), v.maxLength(8)))),
    registrationAge: v.optional(
      v.pipe(v.number(), v.safeInteger(), v.minValue(18), v.maxValue(99)),
    ),
    // Social and phone-provider sign-in (issue 29): the identity provider's project and the
    // channels the merchant has switched on; absent: none.
    identity: v.optional(
      v.object({ project: v.string(), channels: v.array(v.picklist(IDENTITY_CHANNELS)) }),
    ),
  }),
  location: v.object({ ip: v.string() }),
  maintenance: v.boolean(),
  regionRestriction: v.boolean(),
  maintenanceEnd: v.optional(v.string()),
});
export type Permission = v.InferOutput<typeof permissionSchema>;
export const permissionResponseSchema = envelopeSchema(permissionSchema);

// --- countries ---

export const countrySchema = v.object({
  countryCode: v.string(),
  countryDialingCode: v.string(),
  name: v.string(),
});
export type Country = v.InferOutput<typeof countrySchema>;
export const countryListSchema = v.array(countrySchema);
export const countryListResponseSchema = envelopeSchema(countryListSchema);

// --- domain routes ---

export const domainRouteSchema = v.object({
  domainList: v.array(v.object({ domain: v.string(), speed: v.number() })),
  resources: v.array(resourceEntrySchema),
});
export type DomainRoute = v.InferOutput<typeof domainRouteSchema>;
export const domainRouteResponseSchema = envelopeSchema(domainRouteSchema);

// --- help centre (content is HTML: render only through SafeHtml) ---

export const helpCenterSchema = v.object({
  sections: v.array(v.object({ id: v.string(), title: v.string(), content: v.string() })),
});
export type HelpCenter = v.InferOutput<typeof helpCenterSchema>;
export const helpCenterResponseSchema = envelopeSchema(helpCenterSchema);

// --- customer service (an entry of type "3" holds an encrypted link; see the site's decoder) ---

export const customerServiceSchema = v.object({
  version: v.object({ pathList: v.array(v.object({ type: v.string(), path: v.string() })) }),
});
export type CustomerService = v.InferOutput<typeof customerServiceSchema>;
export const customerServiceResponseSchema = envelopeSchema(customerServiceSchema);

// --- encryption key and nonce (ADR 006) ---

export const ENCRYPTION_ALGORITHM = 'RSA-OAEP-256+A256GCM';

export const encryptionKeySchema = v.object({
  keyId: v.pipe(v.string(), v.minLength(1), v.maxLength(128)),
  /** base64 SPKI of an RSA-OAEP (2048+ bits, SHA-256) public key. */
  publicKey: v.pipe(base64Schema, v.minLength(1)),
  algorithm: v.literal(ENCRYPTION_ALGORITHM),
});
export type EncryptionKey = v.InferOutput<typeof encryptionKeySchema>;
export const encryptionKeyResponseSchema = envelopeSchema(encryptionKeySchema);

export const nonceSchema = v.object({
  nonce: v.pipe(base64UrlSchema, v.minLength(16), v.maxLength(256)),
  /** Seconds the server accepts the nonce for. */
  expiresIn: positiveIntSchema,
});
export type Nonce = v.InferOutput<typeof nonceSchema>;
export const nonceResponseSchema = envelopeSchema(nonceSchema);
