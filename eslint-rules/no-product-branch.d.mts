import type { Rule } from "eslint";

export const PRODUCT_IDS: string[];
declare const noProductBranch: Rule.RuleModule;
export default noProductBranch;
