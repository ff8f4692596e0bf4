CREATE TABLE "invoice_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"price_book_code" text,
	"description" text NOT NULL,
	"quantity_thousandths" integer DEFAULT 1000 NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"line_total_cents" integer NOT NULL,
	"discountable" boolean DEFAULT false NOT NULL,
	CONSTRAINT "invoice_lines_cents_not_negative" CHECK ("invoice_lines"."unit_price_cents" >= 0 and "invoice_lines"."line_total_cents" >= 0 and "invoice_lines"."quantity_thousandths" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"year" integer NOT NULL,
	"last_number" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoice_number_counters_year_pk" PRIMARY KEY("year")
);
--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"stripe_payment_intent_id" text,
	"stripe_checkout_session_id" text,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_stripe_payment_intent_id_unique" UNIQUE("stripe_payment_intent_id"),
	CONSTRAINT "invoice_payments_stripe_checkout_session_id_unique" UNIQUE("stripe_checkout_session_id"),
	CONSTRAINT "invoice_payments_amount_positive" CHECK ("invoice_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text,
	"year" integer,
	"customer_id" uuid NOT NULL,
	"appointment_id" uuid,
	"service_history_id" uuid,
	"kind" text NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"issue_date" date,
	"due_date" date,
	"subtotal_cents" integer DEFAULT 0 NOT NULL,
	"discount_percent" integer DEFAULT 0 NOT NULL,
	"discount_cents" integer DEFAULT 0 NOT NULL,
	"total_cents" integer DEFAULT 0 NOT NULL,
	"paid_cents" integer DEFAULT 0 NOT NULL,
	"balance_cents" integer DEFAULT 0 NOT NULL,
	"void_reason" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"sent_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_number_unique" UNIQUE("number"),
	CONSTRAINT "invoices_appointment_id_unique" UNIQUE("appointment_id"),
	CONSTRAINT "invoices_service_history_id_unique" UNIQUE("service_history_id"),
	CONSTRAINT "invoices_status_known" CHECK ("invoices"."status" in ('draft', 'open', 'paid', 'void')),
	CONSTRAINT "invoices_cents_not_negative" CHECK ("invoices"."subtotal_cents" >= 0 and "invoices"."discount_cents" >= 0 and "invoices"."total_cents" >= 0 and "invoices"."paid_cents" >= 0 and "invoices"."balance_cents" >= 0),
	CONSTRAINT "invoices_discount_percent_range" CHECK ("invoices"."discount_percent" between 0 and 100),
	CONSTRAINT "invoices_balance_is_total_less_paid" CHECK ("invoices"."balance_cents" = "invoices"."total_cents" - "invoices"."paid_cents"),
	CONSTRAINT "invoices_sent_have_number" CHECK ("invoices"."status" in ('draft', 'void') or "invoices"."number" is not null),
	CONSTRAINT "invoices_void_says_why" CHECK ("invoices"."status" <> 'void' or "invoices"."void_reason" is not null)
);
--> statement-breakpoint
CREATE TABLE "price_book_items" (
	"code" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"name_es" text NOT NULL,
	"kind" text NOT NULL,
	"unit_price_cents" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_book_items_price_not_negative" CHECK ("price_book_items"."unit_price_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_price_book_code_price_book_items_code_fk" FOREIGN KEY ("price_book_code") REFERENCES "public"."price_book_items"("code") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_appointment_id_appointments_id_fk" FOREIGN KEY ("appointment_id") REFERENCES "public"."appointments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_service_history_id_service_history_id_fk" FOREIGN KEY ("service_history_id") REFERENCES "public"."service_history"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_invoice_position_idx" ON "invoice_lines" USING btree ("invoice_id","position");--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_customer_status_idx" ON "invoices" USING btree ("customer_id","status");--> statement-breakpoint
CREATE INDEX "invoices_status_due_idx" ON "invoices" USING btree ("status","due_date");--> statement-breakpoint
-- The price book (issue 38, ADR 084) for existing databases; the service call costs what the settings say.
INSERT INTO "price_book_items" ("code", "name", "name_es", "kind", "unit_price_cents", "sort_order") VALUES
  ('service_call', 'Service call fee', 'Cargo por visita de servicio', 'service_call', 8900, 10),
  ('labour_hour', 'Labour, one hour', 'Mano de obra, una hora', 'labour', 12500, 20),
  ('drain_line_flush', 'Condensate drain line flush', 'Limpieza de la línea de drenaje', 'labour', 12000, 30),
  ('part_capacitor', 'Run capacitor', 'Capacitor de marcha', 'part', 14500, 40),
  ('part_contactor', 'Contactor', 'Contactor', 'part', 16500, 50),
  ('part_filter', 'Air filter', 'Filtro de aire', 'part', 2500, 60),
  ('part_refrigerant_lb', 'Refrigerant R-410A, per pound', 'Refrigerante R-410A, por libra', 'part', 9500, 70),
  ('plan_visit', 'Maintenance plan visit', 'Visita del plan de mantenimiento', 'plan_visit', 0, 80)
ON CONFLICT ("code") DO NOTHING;
--> statement-breakpoint
UPDATE "price_book_items" SET "unit_price_cents" = "settings"."service_call_fee_cents"
FROM "settings" WHERE "settings"."id" = 1 AND "price_book_items"."code" = 'service_call';
--> statement-breakpoint
-- Today's balances become invoices (ADR 084), so no customer's balance changes: a positive entered balance becomes an
-- open opening-balance invoice, each pending or overdue service record with an amount an open service-record invoice
-- linked to it. They are numbered now (INV-<Miami year>-00001…, by customer number), so they can be paid and voided
-- like any sent invoice, and the year's counter continues after them.
WITH "owed" AS (
  SELECT c."id" AS "customer_id", 'opening_balance' AS "kind", NULL::uuid AS "service_history_id",
    round(c."current_balance" * 100)::integer AS "cents", (now() AT TIME ZONE 'America/New_York')::date AS "issue_date",
    (now() AT TIME ZONE 'America/New_York')::date AS "due_date", 0 AS "rank", c."customer_number", c."created_at" AS "at"
  FROM "customers" c WHERE c."current_balance" > 0
  UNION ALL
  SELECT s."customer_id", 'service_record', s."id", round(s."amount_charged" * 100)::integer, s."service_date",
    -- An overdue record is due already; a pending one is due 30 days after its service, as a sent invoice is.
    CASE WHEN s."payment_status" = 'overdue' THEN s."service_date" ELSE s."service_date" + 30 END,
    1, c."customer_number", s."created_at"
  FROM "service_history" s JOIN "customers" c ON c."id" = s."customer_id"
  WHERE s."payment_status" IN ('pending', 'overdue') AND s."amount_charged" > 0
), "numbered" AS (
  SELECT "owed".*, row_number() OVER (ORDER BY "customer_number", "rank", "at", "service_history_id") AS "n",
    extract(year FROM now() AT TIME ZONE 'America/New_York')::integer AS "y"
  FROM "owed"
)
INSERT INTO "invoices" ("number", "year", "customer_id", "service_history_id", "kind", "status", "issue_date",
  "due_date", "subtotal_cents", "total_cents", "balance_cents", "sent_at")
SELECT 'INV-' || "y" || '-' || lpad("n"::text, greatest(5, length("n"::text)), '0'), "y", "customer_id",
  "service_history_id", "kind", 'open', "issue_date", "due_date", "cents", "cents", "cents", now()
FROM "numbered";
--> statement-breakpoint
INSERT INTO "invoice_lines" ("invoice_id", "position", "description", "unit_price_cents", "line_total_cents")
SELECT i."id", 1,
  CASE WHEN i."kind" = 'opening_balance' THEN 'Opening balance'
    ELSE coalesce(s."service_type" || ' (' || to_char(s."service_date", 'YYYY-MM-DD') || ')', 'Service') END,
  i."total_cents", i."total_cents"
FROM "invoices" i LEFT JOIN "service_history" s ON s."id" = i."service_history_id";
--> statement-breakpoint
INSERT INTO "invoice_number_counters" ("year", "last_number")
SELECT "year", count(*) FROM "invoices" WHERE "year" IS NOT NULL GROUP BY "year"
ON CONFLICT ("year") DO UPDATE SET "last_number" = excluded."last_number";
--> statement-breakpoint
-- A credit entered as a negative balance is applied to that customer's service-record invoices, oldest first, as
-- `credit` payments, so the balance is unchanged.
WITH "credit" AS (
  SELECT "id" AS "customer_id", round(-"current_balance" * 100)::integer AS "cents" FROM "customers" WHERE "current_balance" < 0
), "ordered" AS (
  SELECT i."id", i."total_cents", cr."cents" AS "credit_cents",
    coalesce(sum(i."total_cents") OVER (PARTITION BY i."customer_id" ORDER BY i."issue_date", i."number"
      ROWS BETWEEN UNBOUNDED PRECEDING AND 1 PRECEDING), 0) AS "before"
  FROM "invoices" i JOIN "credit" cr ON cr."customer_id" = i."customer_id" WHERE i."status" = 'open'
), "applied" AS (
  SELECT "id", least("total_cents", greatest(0, "credit_cents" - "before")) AS "cents" FROM "ordered"
), "paid" AS (
  INSERT INTO "invoice_payments" ("invoice_id", "amount_cents", "method", "reference")
  SELECT "id", "cents", 'credit', 'Credit balance before invoices' FROM "applied" WHERE "cents" > 0
  RETURNING "invoice_id", "amount_cents"
)
UPDATE "invoices" i SET "paid_cents" = p."amount_cents", "balance_cents" = i."total_cents" - p."amount_cents",
  "status" = CASE WHEN i."total_cents" = p."amount_cents" THEN 'paid' ELSE 'open' END,
  "paid_at" = CASE WHEN i."total_cents" = p."amount_cents" THEN now() END
FROM "paid" p WHERE p."invoice_id" = i."id";
--> statement-breakpoint
-- A credit larger than everything owed cannot be an invoice (no invoice is below zero): it is kept in the audit log
-- for the office, and that customer's balance becomes zero.
INSERT INTO "audit_log" ("action", "entity", "entity_id", "details")
SELECT 'invoice.migration-credit-left', 'customer', c."id"::text,
  jsonb_build_object('enteredBalance', c."current_balance", 'unpaidService', coalesce(u."sum", 0),
    'creditLeftCents', round(-(c."current_balance" + coalesce(u."sum", 0)) * 100)::integer)
FROM "customers" c LEFT JOIN (
  SELECT "customer_id", sum("amount_charged") AS "sum" FROM "service_history"
  WHERE "payment_status" IN ('pending', 'overdue') GROUP BY "customer_id"
) u ON u."customer_id" = c."id"
WHERE c."current_balance" + coalesce(u."sum", 0) < 0;
--> statement-breakpoint
-- Records whose invoice the credit paid are paid.
UPDATE "service_history" s SET "payment_status" = 'paid', "updated_at" = now()
FROM "invoices" i WHERE i."service_history_id" = s."id" AND i."status" = 'paid';
--> statement-breakpoint
-- From now on the column holds the sum of the customer's open invoices' balances (refreshCustomerBalance).
UPDATE "customers" c SET "current_balance" = coalesce((
  SELECT sum(i."balance_cents") FROM "invoices" i WHERE i."customer_id" = c."id" AND i."status" = 'open'
), 0) / 100.0;
