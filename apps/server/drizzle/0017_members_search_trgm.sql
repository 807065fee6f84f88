-- The back office's member search finds a word anywhere in a member's name, e-mail or phone
-- (members.search). A trigram index answers such LIKE '%word%' searches over 100,000 members in
-- milliseconds; pg_trgm is a trusted extension (PostgreSQL 13+), PGlite loads it at start.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "members_search_trgm_idx" ON "members" USING gin ("search" gin_trgm_ops);
