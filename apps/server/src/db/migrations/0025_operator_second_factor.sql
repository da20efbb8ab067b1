-- Two-factor sign-in is a property of a session, not only of the operator: a session records when it
-- passed the second factor (a sign-in code, or the code that turned two-factor on), and the guard asks
-- that. Sessions open before this migration have not: in production their operators sign in again.
ALTER TABLE "operator_sessions" ADD COLUMN "second_factor_at" timestamp with time zone;
--> statement-breakpoint
-- A one-time enrolment code (SHA-256; made by operator:create or an owner) that a first two-factor
-- enrolment needs in production, so a password alone cannot set up someone's second factor.
ALTER TABLE "operator_users" ADD COLUMN "enrolment_code_hash" text;
--> statement-breakpoint
ALTER TABLE "operator_users" ADD COLUMN "enrolment_code_expires_at" timestamp with time zone;
