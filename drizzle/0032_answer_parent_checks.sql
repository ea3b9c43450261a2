ALTER TABLE "answers" DROP CONSTRAINT "answers_session_id_test_sessions_id_fk";
--> statement-breakpoint
ALTER TABLE "answers" DROP CONSTRAINT "answers_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "test_sessions" DROP CONSTRAINT "test_sessions_section_id_sections_id_fk";
--> statement-breakpoint
-- What the dropped foreign key's ON DELETE CASCADE did, once per statement instead of once per session row: a
-- session's answers go with it (a learner's deletion reaches here through test_sessions' own cascade). An answer
-- stored while its session was being deleted is not seen here; the calibration batch deletes it (decision 15).
CREATE OR REPLACE FUNCTION delete_session_answers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM answers a USING gone_sessions g WHERE a.session_id = g.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "test_sessions_answers" AFTER DELETE ON "test_sessions"
  REFERENCING OLD TABLE AS gone_sessions FOR EACH STATEMENT EXECUTE FUNCTION delete_session_answers();
