export {
  sign,
  signStandard,
  verifyWebhook,
  DEFAULT_TOLERANCE_SECONDS,
  type VerifyWebhookInput,
  type VerifyWebhookResult,
} from './signature.js';
export {
  generateWebhookSecret,
  encryptSecret,
  decryptSecret,
  parseSecretKey,
  DEVELOPMENT_SECRET_KEY,
  SECRET_KEY_PATTERN,
  webhookSecretKeyProblems,
} from './secret-box.js';
export { isPublicAddress, hostOf, isIpLiteral } from './webhook-targets.js';
export { guardedLookup, TARGET_REFUSED, type AllAddressesLookup } from './guarded-lookup.js';
