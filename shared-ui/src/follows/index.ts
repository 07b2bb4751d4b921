// The follows entry, `@adlens/shared-ui/follows`: what following would bring (the backtest lines and
// the preview under a follow button). Only the owner, campaign and Following pages import it, so no
// other page's first paint carries it (decision 0076). Never re-export it from the main index.
export { FollowPreview } from './follow-preview';
export { backtestLine, coverageLine, deliveryLine } from './backtest-lines';
