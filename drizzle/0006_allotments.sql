CREATE TABLE "supplier_allotments" (
	"product" text NOT NULL,
	"item_id" text NOT NULL,
	"day" date NOT NULL,
	"capacity" integer NOT NULL,
	"held" integer DEFAULT 0 NOT NULL,
	"sold" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "supplier_allotments_product_item_id_day_pk" PRIMARY KEY("product","item_id","day"),
	CONSTRAINT "supplier_allotments_within_capacity" CHECK ("supplier_allotments"."capacity" >= 0 AND "supplier_allotments"."held" >= 0 AND "supplier_allotments"."sold" >= 0 AND "supplier_allotments"."held" + "supplier_allotments"."sold" <= "supplier_allotments"."capacity")
);
