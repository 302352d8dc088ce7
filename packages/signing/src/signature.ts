// One implementation of the webhook signature, in the published client; the dispatcher signs with it.
export {
  DEFAULT_TOLERANCE_SECONDS,
  sign,
  signStandard,
  verifyWebhook,
  type VerifyWebhookInput,
  type VerifyWebhookResult,
} from '@throwbox/client/webhooks';
