/** Showroom search, profile and menu categories (spec 1 §7). */
import { MenuCategoryResponseSchema } from '../catalog';
import {
  ShopProfileQuerySchema,
  ShopProfileResponseSchema,
  ShowroomSearchQuerySchema,
  ShowroomSearchResponseSchema,
} from '../showrooms';
import { defineEndpoint, IdParamsSchema, SPEC1 } from './define';

export const showroomEndpoints = {
  searchShowrooms: defineEndpoint({
    method: 'GET',
    path: '/api/visualization/showrooms',
    auth: 'public',
    summary: 'Search showrooms by text (s); data.data lists id, company_name, vsd_id.',
    source: SPEC1,
    query: ShowroomSearchQuerySchema,
    response: ShowroomSearchResponseSchema,
  }),
  shopProfile: defineEndpoint({
    method: 'GET',
    path: '/api/visualization/shop_profile',
    auth: 'public',
    summary: 'A showroom profile and its categories; data is null when not found.',
    source: SPEC1,
    query: ShopProfileQuerySchema,
    response: ShopProfileResponseSchema,
  }),
  menuCategories: defineEndpoint({
    method: 'GET',
    path: '/api/menu_category_show_all/:id',
    auth: 'public',
    summary: "A showroom's menu categories (id: the showroom Pro's user id, my_item.showroom).",
    source: SPEC1,
    params: IdParamsSchema,
    response: MenuCategoryResponseSchema,
  }),
};
