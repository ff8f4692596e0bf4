CREATE TABLE "invoice_checkout_items" (
	"checkout_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"amount_cents" integer NOT NULL,
	CONSTRAINT "invoice_checkout_items_checkout_id_invoice_id_pk" PRIMARY KEY("checkout_id","invoice_id"),
	CONSTRAINT "invoice_checkout_items_amount_positive" CHECK ("invoice_checkout_items"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_checkouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_id" uuid NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"total_cents" integer NOT NULL,
	"stripe_checkout_session_id" text,
	"stripe_payment_intent_id" text,
	"locale" text DEFAULT 'en' NOT NULL,
	"return_path" text NOT NULL,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_checkouts_stripe_checkout_session_id_unique" UNIQUE("stripe_checkout_session_id"),
	CONSTRAINT "invoice_checkouts_status_known" CHECK ("invoice_checkouts"."status" in ('open', 'pending', 'paid', 'failed')),
	CONSTRAINT "invoice_checkouts_total_positive" CHECK ("invoice_checkouts"."total_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_refund_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"stripe_checkout_session_id" text NOT NULL,
	"stripe_payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_refund_flags_reason_known" CHECK ("invoice_refund_flags"."reason" in ('void', 'paid', 'balance'))
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" DROP CONSTRAINT "invoice_payments_stripe_payment_intent_id_unique";--> statement-breakpoint
ALTER TABLE "invoice_payments" DROP CONSTRAINT "invoice_payments_stripe_checkout_session_id_unique";--> statement-breakpoint
ALTER TABLE "invoice_checkout_items" ADD CONSTRAINT "invoice_checkout_items_checkout_id_invoice_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."invoice_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_checkout_items" ADD CONSTRAINT "invoice_checkout_items_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_checkouts" ADD CONSTRAINT "invoice_checkouts_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refund_flags" ADD CONSTRAINT "invoice_refund_flags_checkout_id_invoice_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."invoice_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refund_flags" ADD CONSTRAINT "invoice_refund_flags_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_refund_flags" ADD CONSTRAINT "invoice_refund_flags_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_checkout_items_invoice_idx" ON "invoice_checkout_items" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_checkouts_customer_idx" ON "invoice_checkouts" USING btree ("customer_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_refund_flags_checkout_invoice_idx" ON "invoice_refund_flags" USING btree ("checkout_id","invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_refund_flags_invoice_idx" ON "invoice_refund_flags" USING btree ("invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_intent_invoice_idx" ON "invoice_payments" USING btree ("stripe_payment_intent_id","invoice_id");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_session_invoice_idx" ON "invoice_payments" USING btree ("stripe_checkout_session_id","invoice_id");