import { z } from 'zod';
import { text } from './text.js';
import { siteIdField } from './site-calls.js';

// Request schemas of the template and site content calls. Site ids in bodies are optional:
// the server answers for the site of the request's host.

const device = z.union([z.literal(0), z.literal(1), z.literal(2)]);
const location = z.union([z.literal(2), z.literal(3)]);
const templateName = text().min(1).max(40);
const language = text().min(2).max(10);
const id = z.coerce.number().int().positive().max(2_147_483_647);

export const carouselRequest = z.strictObject({
  site_id: siteIdField,
  use_type: z.union([z.literal(0), z.literal(1), z.literal(2)]),
});

export const marqueeRequest = z.strictObject({
  site_id: siteIdField,
  sort_field: z.enum(['sort', 'created_at']).optional(),
  sort_order: z.enum(['asc', 'desc']).optional(),
});

export const bulletinRequest = z.strictObject({
  site_id: siteIdField,
  display_device: device,
  display_location: location.optional(),
});

export const footerRequest = z.strictObject({ site_id: siteIdField });
export const mobileFooterRequest = z.strictObject({ site_id: siteIdField, template: templateName.optional() });
export const floatRequest = z.strictObject({ site_id: siteIdField });

export const modelRequest = z.strictObject({
  site_id: siteIdField,
  language: language.optional(),
  model_version: templateName,
});

export const registerBackgroundRequest = z.strictObject({ site_id: siteIdField, template: templateName.optional() });
export const templateConfigRequest = z.strictObject({ mobileTemplateName: templateName });

export const articlesRequest = z.strictObject({ site_id: siteIdField, kind: z.enum(['main', 'faq']) });
export const articleRequest = z.strictObject({ site_id: siteIdField, kind: z.enum(['main', 'faq']), id });
export const promotionsRequest = z.strictObject({ site_id: siteIdField, category: text().max(32).optional() });
export const promotionRequest = z.strictObject({ site_id: siteIdField, id });
