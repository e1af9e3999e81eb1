/**
 * Shared code reads a product through its registry, never by testing the product's id: a branch
 * on "hotels" in a shared file is a place a new product has to be added by hand, and one it will
 * be missed in. This reports comparisons (`===`, `!==`, `==`, `!=`), `case` labels and
 * `.includes(…)` checks against a product id written as a string. The product folders and the
 * registries are left out of it in eslint.config.mjs: they are where a product's id belongs.
 */

/** The product ids (lib/contract/products.ts). */
export const PRODUCT_IDS = ["hotels", "flights", "cars", "activities", "cruises", "resorts"];

const EQUALITY = new Set(["===", "!==", "==", "!="]);

/** The product id a node writes as a string (a literal, or a template with nothing in it). */
function productId(node) {
  if (!node) return null;
  if (node.type === "Literal" && typeof node.value === "string") {
    return PRODUCT_IDS.includes(node.value) ? node.value : null;
  }
  if (node.type === "TemplateLiteral" && node.expressions.length === 0) {
    const text = node.quasis[0]?.value.cooked;
    return PRODUCT_IDS.includes(text) ? text : null;
  }
  return null;
}

/** @type {import("eslint").Rule.RuleModule} */
const noProductBranch = {
  meta: {
    type: "problem",
    schema: [],
    messages: {
      branch:
        'Branch on the product id "{{id}}" outside its folder: read the product through its registry (components/booking/registry.ts, lib/booking/trip-products.ts, lib/server/products).',
    },
  },
  create(context) {
    const report = (node, id) => context.report({ node, messageId: "branch", data: { id } });
    return {
      BinaryExpression(node) {
        if (!EQUALITY.has(node.operator)) return;
        const id = productId(node.left) ?? productId(node.right);
        if (id) report(node, id);
      },
      SwitchCase(node) {
        const id = productId(node.test);
        if (id) report(node, id);
      },
      // `product.includes("hotels")`, and `["hotels", "flights"].includes(product)`.
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== "MemberExpression" || callee.computed) return;
        if (callee.property.type !== "Identifier" || callee.property.name !== "includes") return;
        const listed =
          callee.object.type === "ArrayExpression"
            ? callee.object.elements.map(productId).find(Boolean)
            : null;
        const id = productId(node.arguments[0]) ?? listed;
        if (id) report(node, id);
      },
    };
  },
};

export default noProductBranch;
