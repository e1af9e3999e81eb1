import { CULTURE_SCENES } from "./activity-culture";
import { FOOD_SCENES } from "./activity-food";
import { OUTDOOR_SCENES } from "./activity-outdoor";
import { TICKET_SCENES } from "./activity-ticket";
import { TOUR_SCENES } from "./activity-tour";
import { doc, type Scene } from "./draw";
import type { ActivityCategory } from "./keys";

/**
 * Activities (`activity-<category>-<n>`): one scene per category and image number. The
 * generator picks n at random rather than from the activity's title, so a scene has to suit
 * any activity of its category.
 */
const ACTIVITY_SCENES: Record<ActivityCategory, readonly [Scene, Scene, Scene]> = {
  tour: TOUR_SCENES,
  ticket: TICKET_SCENES,
  food: FOOD_SCENES,
  outdoor: OUTDOOR_SCENES,
  culture: CULTURE_SCENES,
};

export function activitySvg(key: string, category: ActivityCategory, n: number): string {
  const scene = ACTIVITY_SCENES[category][n]!;
  const { defs, body } = scene.draw((name) => `${key}-${name}`);
  return doc(400, 300, scene.title, defs, body);
}
