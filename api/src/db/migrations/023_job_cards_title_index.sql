-- Job search by relevance (issue 29 item 5; docs/api.md "Search"): the title matches come first,
-- newest first. The title's own GIN index finds them directly (search/card-search.ts), so a word
-- in no title ("latte art": a skill) costs an index lookup, not a pass over every card.
CREATE INDEX job_cards_title_idx ON job_cards USING gin (title_vector) WITH (fastupdate = off);
