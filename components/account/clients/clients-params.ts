import {
  AGENCY_CLIENT_PAGE_SIZES,
  AGENCY_CLIENT_SORTS,
  type AgencyClientSort,
} from "@/lib/contract/agency-clients";

/**
 * The clients table keeps its search, order and page in the address, in the names the API takes,
 * so that a link or a reload shows the same rows. Values the API would refuse are dropped here.
 */
export interface ClientsView {
  q: string;
  sort: AgencyClientSort;
  dir: "asc" | "desc";
  page: number;
  pageSize: number;
}

export const DEFAULT_CLIENTS_VIEW: ClientsView = {
  q: "",
  sort: "name",
  dir: "asc",
  page: 1,
  pageSize: 25,
};

export function readClientsView(params: URLSearchParams): ClientsView {
  const q = (params.get("q") ?? "").trim();
  const sort = params.get("sort") ?? "";
  const page = Number(params.get("page"));
  const pageSize = Number(params.get("pageSize"));
  return {
    q: q.length <= 100 ? q : "",
    sort: (AGENCY_CLIENT_SORTS as readonly string[]).includes(sort)
      ? (sort as AgencyClientSort)
      : DEFAULT_CLIENTS_VIEW.sort,
    dir: params.get("dir") === "desc" ? "desc" : "asc",
    page: Number.isInteger(page) && page >= 1 ? page : 1,
    pageSize: (AGENCY_CLIENT_PAGE_SIZES as readonly number[]).includes(pageSize)
      ? pageSize
      : DEFAULT_CLIENTS_VIEW.pageSize,
  };
}

/** The whole view as a query, leaving out what is the default. */
export function clientsViewQuery(view: ClientsView): URLSearchParams {
  const out = new URLSearchParams();
  if (view.q) out.set("q", view.q);
  if (view.sort !== DEFAULT_CLIENTS_VIEW.sort || view.dir !== DEFAULT_CLIENTS_VIEW.dir) {
    out.set("sort", view.sort);
    out.set("dir", view.dir);
  }
  if (view.page !== 1) out.set("page", String(view.page));
  if (view.pageSize !== DEFAULT_CLIENTS_VIEW.pageSize) out.set("pageSize", String(view.pageSize));
  return out;
}
