/** Where the route in app/assets/inventory/[file] serves the illustration for an image key. */
export function inventoryImageUrl(key: string): string {
  return `/assets/inventory/${key}.svg`;
}
