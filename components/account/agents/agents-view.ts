import {
  AGENT_PAGE_SIZES,
  AGENT_SORTS,
  AGENT_STATUSES,
  STAFF_ROLES,
  type AgentSort,
} from "@/lib/contract/agency-agents";

/**
 * The agents table keeps its filters, order and page in the address, in the names the API takes,
 * so that the page's query is the API's and a link or a reload shows the same rows. Values the
 * API would refuse are dropped here rather than shown as an error.
 */

export interface AgentsView {
  q: string;
  role: string;
  status: string;
  sort: AgentSort;
  dir: "asc" | "desc";
  page: number;
  pageSize: number;
}

export const DEFAULT_AGENTS_VIEW: AgentsView = {
  q: "",
  role: "",
  status: "",
  sort: "name",
  dir: "asc",
  page: 1,
  pageSize: 25,
};

const oneOf = (list: readonly string[], value: string | null) =>
  value && list.includes(value) ? value : "";

export function readAgentsView(params: URLSearchParams): AgentsView {
  const q = (params.get("q") ?? "").trim();
  const sort = params.get("sort");
  const page = Number(params.get("page"));
  const pageSize = Number(params.get("pageSize"));
  return {
    q: q.length <= 100 ? q : "",
    role: oneOf(STAFF_ROLES, params.get("role")),
    status: oneOf(AGENT_STATUSES, params.get("status")),
    sort: (AGENT_SORTS as readonly string[]).includes(sort ?? "")
      ? (sort as AgentSort)
      : DEFAULT_AGENTS_VIEW.sort,
    dir: params.get("dir") === "desc" ? "desc" : "asc",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (AGENT_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_AGENTS_VIEW.pageSize,
  };
}

/** The view as a query, leaving out what is the default. */
export function agentsViewQuery(view: AgentsView): URLSearchParams {
  const out = new URLSearchParams();
  if (view.q) out.set("q", view.q);
  if (view.role) out.set("role", view.role);
  if (view.status) out.set("status", view.status);
  if (view.sort !== DEFAULT_AGENTS_VIEW.sort || view.dir !== DEFAULT_AGENTS_VIEW.dir) {
    out.set("sort", view.sort);
    out.set("dir", view.dir);
  }
  if (view.page !== 1) out.set("page", String(view.page));
  if (view.pageSize !== DEFAULT_AGENTS_VIEW.pageSize) out.set("pageSize", String(view.pageSize));
  return out;
}
