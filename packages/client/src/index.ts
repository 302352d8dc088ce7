// The client on Node: everything, webhook verification included.
export * from './browser.js';
export {
  DEFAULT_TOLERANCE_SECONDS,
  sign,
  signStandard,
  verifyWebhook,
  type VerifyWebhookInput,
  type VerifyWebhookResult,
} from './webhooks.js';
