-- The box office's hot paths (modules/carts/seat-hold-statement.ts) hold seats in ONE statement, committed
-- on its own: the cart renewed, the seats inserted, the quota counted and the totals stored together, or
-- nothing. A statement cannot roll itself back when one of its parts finds the sale impossible (a seat
-- taken, the quota reached, the cart gone): it calls this function, whose error undoes the whole statement,
-- and the caller then takes the careful path that says why (and frees lapsed carts' seats first).
CREATE FUNCTION encore_refuse(reason text) RETURNS boolean LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'encore_refused: %', reason USING ERRCODE = 'EN001';
END $$;
