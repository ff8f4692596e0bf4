CREATE TABLE "invoice_payment_refunds" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"payment_id" uuid NOT NULL,
	"invoice_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"refunded_at" timestamp with time zone DEFAULT now() NOT NULL,
	"recorded_by" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payment_refunds_amount_positive" CHECK ("invoice_payment_refunds"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "quote_deposit_refund_flags" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"checkout_id" uuid NOT NULL,
	"quote_id" uuid NOT NULL,
	"customer_id" uuid NOT NULL,
	"amount_cents" integer NOT NULL,
	"reason" text NOT NULL,
	"stripe_checkout_session_id" text,
	"stripe_payment_intent_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"refunded_at" timestamp with time zone,
	"refunded_by" text,
	"refund_reference" text,
	CONSTRAINT "quote_deposit_refund_flags_reason_known" CHECK ("quote_deposit_refund_flags"."reason" in ('twice', 'closed', 'surplus')),
	CONSTRAINT "quote_deposit_refund_flags_amount_positive" CHECK ("quote_deposit_refund_flags"."amount_cents" > 0),
	CONSTRAINT "quote_deposit_refund_flags_refund_recorded_whole" CHECK ("quote_deposit_refund_flags"."refunded_at" is not null or ("quote_deposit_refund_flags"."refunded_by" is null and "quote_deposit_refund_flags"."refund_reference" is null))
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD COLUMN "refunded_cents" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_refund_flags" ADD COLUMN "refunded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "invoice_refund_flags" ADD COLUMN "refunded_by" text;--> statement-breakpoint
ALTER TABLE "invoice_refund_flags" ADD COLUMN "refund_reference" text;--> statement-breakpoint
ALTER TABLE "invoice_payment_refunds" ADD CONSTRAINT "invoice_payment_refunds_payment_id_invoice_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."invoice_payments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_refunds" ADD CONSTRAINT "invoice_payment_refunds_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payment_refunds" ADD CONSTRAINT "invoice_payment_refunds_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_deposit_refund_flags" ADD CONSTRAINT "quote_deposit_refund_flags_checkout_id_quote_deposit_checkouts_id_fk" FOREIGN KEY ("checkout_id") REFERENCES "public"."quote_deposit_checkouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_deposit_refund_flags" ADD CONSTRAINT "quote_deposit_refund_flags_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_deposit_refund_flags" ADD CONSTRAINT "quote_deposit_refund_flags_customer_id_customers_id_fk" FOREIGN KEY ("customer_id") REFERENCES "public"."customers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote_deposit_refund_flags" ADD CONSTRAINT "quote_deposit_refund_flags_refunded_by_user_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payment_refunds_invoice_idx" ON "invoice_payment_refunds" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payment_refunds_payment_idx" ON "invoice_payment_refunds" USING btree ("payment_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_deposit_refund_flags_checkout_idx" ON "quote_deposit_refund_flags" USING btree ("checkout_id");--> statement-breakpoint
CREATE INDEX "quote_deposit_refund_flags_quote_idx" ON "quote_deposit_refund_flags" USING btree ("quote_id");--> statement-breakpoint
ALTER TABLE "invoice_refund_flags" ADD CONSTRAINT "invoice_refund_flags_refunded_by_user_id_fk" FOREIGN KEY ("refunded_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_refunded_within_amount" CHECK ("invoice_payments"."refunded_cents" >= 0 and "invoice_payments"."refunded_cents" <= "invoice_payments"."amount_cents");--> statement-breakpoint
ALTER TABLE "invoice_refund_flags" ADD CONSTRAINT "invoice_refund_flags_refund_recorded_whole" CHECK ("invoice_refund_flags"."refunded_at" is not null or ("invoice_refund_flags"."refunded_by" is null and "invoice_refund_flags"."refund_reference" is null));