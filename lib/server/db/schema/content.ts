/** What an agency writes for its public pages: about us, FAQs, pages, blog posts. */
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { agencyId } from "./agency";
import { timestamps } from "./columns";

export const agencyAboutUs = pgTable("agency_about_us", {
  agencyId: agencyId().primaryKey(),
  isEnabled: boolean("is_enabled").notNull().default(false),
  title: text("title"),
  content: text("content"),
  image: text("image"),
  ...timestamps,
});

export const agencyFaqPages = pgTable("agency_faq_pages", {
  agencyId: agencyId().primaryKey(),
  isEnabled: boolean("is_enabled").notNull().default(false),
  headerMessage: text("header_message"),
  ...timestamps,
});

export const agencyFaqs = pgTable(
  "agency_faqs",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    sortOrder: integer("sort_order").notNull(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
  },
  (t) => [uniqueIndex("agency_faqs_agency_sort").on(t.agencyId, t.sortOrder)],
);

/** Agency-written pages beyond the fixed policies (cancellation policy and its cruise-line pages). */
export const agencyPages = pgTable(
  "agency_pages",
  {
    agencyId: agencyId(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    ...timestamps,
  },
  (t) => [primaryKey({ columns: [t.agencyId, t.slug] })],
);

/** Blog posts and top destinations an agency publishes (SPEC §1 public pages). */
export const agencyPosts = pgTable(
  "agency_posts",
  {
    id: uuid("id")
      .primaryKey()
      .default(sql`gen_random_uuid()`),
    agencyId: agencyId(),
    kind: text("kind", { enum: ["blog", "destination"] }).notNull(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    excerpt: text("excerpt").notNull(),
    content: text("content").notNull(),
    tags: text("tags")
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    publishedAt: date("published_at").notNull(),
    ...timestamps,
  },
  (t) => [uniqueIndex("agency_posts_unique").on(t.agencyId, t.kind, t.slug)],
);
