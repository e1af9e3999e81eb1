/**
 * An agent's commission on a sale (issue 16): the sale before tax times the agent's rate, rounded
 * down, in whatever currency the amounts are in. The one rule behind every figure an agent is
 * shown (results, checkout, confirmation) and the commission ledger records.
 */
export function agentCommission(totalMinor: number, taxMinor: number, rateBps: number): number {
  return Math.floor((Math.max(0, totalMinor - taxMinor) * rateBps) / 10_000);
}
