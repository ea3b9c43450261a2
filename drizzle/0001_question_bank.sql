CREATE TYPE "public"."difficulty" AS ENUM('easy', 'medium', 'hard');--> statement-breakpoint
CREATE TYPE "public"."item_source" AS ENUM('authored', 'generated');--> statement-breakpoint
CREATE TYPE "public"."study_material_type" AS ENUM('guide', 'formula', 'vocabulary');--> statement-breakpoint
CREATE TABLE "content_versions" (
	"name" text PRIMARY KEY NOT NULL,
	"hash" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "passages" (
	"id" text PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"text" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "question_views" (
	"user_id" integer NOT NULL,
	"question_id" text NOT NULL,
	"seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "question_views_user_id_question_id_pk" PRIMARY KEY("user_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "questions" (
	"id" text PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"stem" text NOT NULL,
	"passage_id" text,
	"options" jsonb NOT NULL,
	"correct_index" integer NOT NULL,
	"explanation" text NOT NULL,
	"topic" text NOT NULL,
	"difficulty" "difficulty" NOT NULL,
	"irt_a" real NOT NULL,
	"irt_b" real NOT NULL,
	"irt_c" real NOT NULL,
	"figure" text,
	"figure_alt" text,
	"source" "item_source" NOT NULL,
	"generator" text,
	"seed" integer,
	"language" text DEFAULT 'en' NOT NULL,
	"active" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_materials" (
	"id" text PRIMARY KEY NOT NULL,
	"section_id" integer NOT NULL,
	"type" "study_material_type" NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"icon" text NOT NULL,
	"position" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "question_views" ADD CONSTRAINT "question_views_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "question_views" ADD CONSTRAINT "question_views_question_id_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."questions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "questions" ADD CONSTRAINT "questions_passage_id_passages_id_fk" FOREIGN KEY ("passage_id") REFERENCES "public"."passages"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_materials" ADD CONSTRAINT "study_materials_section_id_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."sections"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "question_views_recent_idx" ON "question_views" USING btree ("user_id","seen_at");--> statement-breakpoint
CREATE INDEX "questions_section_idx" ON "questions" USING btree ("section_id","active","source");--> statement-breakpoint
CREATE INDEX "questions_topic_idx" ON "questions" USING btree ("section_id","topic");--> statement-breakpoint
CREATE INDEX "study_materials_section_idx" ON "study_materials" USING btree ("section_id");