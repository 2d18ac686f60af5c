// The module's public surface: other modules import it from here only (eslint.config.js zones).
export { channelFacts, channelName, channelNeedsApproval } from './channel-facts';
