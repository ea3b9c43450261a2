ALTER TABLE "question_views" DROP CONSTRAINT "question_views_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "review_items" DROP CONSTRAINT "review_items_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "review_items" DROP CONSTRAINT "review_items_question_id_questions_id_fk";
--> statement-breakpoint
ALTER TABLE "review_items" DROP CONSTRAINT "review_items_section_id_sections_id_fk";
--> statement-breakpoint
-- What the dropped keys' ON DELETE CASCADE did for a learner's views and review items, once per statement. A view or
-- a review item written while its learner was being deleted is left behind: no one reads it (user ids are not
-- reused), as with answers in 0032.
CREATE OR REPLACE FUNCTION delete_learner_rows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM question_views v USING gone_users g WHERE v.user_id = g.id;
  DELETE FROM review_items r USING gone_users g WHERE r.user_id = g.id;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "users_learner_rows" AFTER DELETE ON "users"
  REFERENCING OLD TABLE AS gone_users FOR EACH STATEMENT EXECUTE FUNCTION delete_learner_rows();
