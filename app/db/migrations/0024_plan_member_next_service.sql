-- Issue 37 item 4: a plan member's next_service_due follows their open plan visit (ADR 083, addendum "the customer
-- record's next service due"). From now on every plan-visit change writes it in its own transaction; this sets it once
-- for the members whose visits were made before that rule existed. The same rule as planVisitNextService: the earliest
-- open visit of a plan in effect, dated by its booked appointment's Miami day while booked and not cancelled, else by
-- its due date. Everyone else keeps the date staff entered.
UPDATE "customers" AS c
SET "next_service_due" = member."next_date", "updated_at" = now()
FROM (
  SELECT pv."customer_id", min(
    CASE
      WHEN pv."status" = 'booked' AND a."appointment_date" IS NOT NULL AND a."status" <> 'cancelled'
        THEN (a."appointment_date" AT TIME ZONE 'America/New_York')::date
      ELSE pv."due_date"
    END
  ) AS "next_date"
  FROM "plan_visits" AS pv
  LEFT JOIN "subscriptions" AS s ON s."id" = pv."subscription_id"
  LEFT JOIN "orders" AS o ON o."id" = pv."order_id"
  LEFT JOIN "appointments" AS a ON a."id" = pv."appointment_id"
  WHERE pv."status" IN ('due', 'offered', 'booked', 'overdue', 'follow_up')
    AND (
      (pv."subscription_id" IS NOT NULL AND s."status" IN ('active', 'trialing', 'past_due'))
      OR (pv."order_id" IS NOT NULL AND o."status" = 'paid')
    )
  GROUP BY pv."customer_id"
) AS member
WHERE c."id" = member."customer_id" AND c."next_service_due" IS DISTINCT FROM member."next_date";
