// The money-approvals writes other modules may call (decision 053): the desk decides and runs requests.
export { decideMoneyApproval, markMoneyApprovalExecuted } from './money-approvals.repository.js';
export type { MoneyApprovalRow } from './money-approvals.repository.js';
