// The module's public surface: other modules import it from here only (eslint.config.js zones).
export { channelFacts, channelFeeCents, channelName, channelNeedsApproval } from './channel-facts';
