ALTER TABLE "content_entries" ADD COLUMN "version" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE TABLE "content_images" (
	"id" serial PRIMARY KEY NOT NULL,
	"site_id" integer NOT NULL,
	"purpose" text NOT NULL,
	"created_by" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "content_image_variants" (
	"image_id" integer NOT NULL,
	"variant" text NOT NULL,
	"site_id" integer NOT NULL,
	"content_type" text NOT NULL,
	"width" integer NOT NULL,
	"height" integer NOT NULL,
	"bytes" bytea NOT NULL,
	"sha256" text NOT NULL,
	CONSTRAINT "content_image_variants_image_id_variant_pk" PRIMARY KEY("image_id","variant")
);
--> statement-breakpoint
ALTER TABLE "content_images" ADD CONSTRAINT "content_images_created_by_operator_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."operator_users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "content_image_variants" ADD CONSTRAINT "content_image_variants_image_id_content_images_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."content_images"("id") ON DELETE cascade ON UPDATE no action;
