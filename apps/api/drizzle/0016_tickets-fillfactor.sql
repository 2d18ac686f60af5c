-- A ticket is written once when sold and updated once at the door (checked_in_*, no indexed column): with
-- room left on its page that update is HOT (the new version beside the old, no entry in the table's five
-- indexes). Packed full, most check-ins moved the row to another page and wrote five index entries
-- (bench/tickets.mjs: 59% HOT at fillfactor 100, 97% at 75; about a fifth of PostgreSQL's CPU per scan).
-- Pages written from now on keep a quarter free; existing ones take it at their next rewrite.
ALTER TABLE "tickets" SET (fillfactor = 75);
