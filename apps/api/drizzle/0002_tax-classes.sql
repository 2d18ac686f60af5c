-- France's VAT rates for live shows are reference data: seeded once here, in every mode, so that an
-- administrator who later removes or renames one is not overruled at the next start.
INSERT INTO "tax_classes" ("name", "rate_basis_points") VALUES
  ('TVA 2,1 %', 210),
  ('TVA 5,5 %', 550),
  ('TVA 10 %', 1000),
  ('TVA 20 %', 2000)
ON CONFLICT DO NOTHING;
