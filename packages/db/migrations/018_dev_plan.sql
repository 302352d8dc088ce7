-- The dev plan (DECISIONS §14): accounts signed up in the console of a stack that is not in production.
ALTER TABLE accounts DROP CONSTRAINT accounts_plan_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_plan_check CHECK (plan IN ('free', 'paid', 'no-api', 'dev'));
