import type { PublicAgency } from "@/lib/contract/agency";
import { bookNowPath } from "@/lib/booking/book-now";

/** What the signed-in shell needs to know of the agency, passed from the server layout. */
export interface AccountShellSettings {
  hideLogin: boolean;
  hideSignup: boolean;
  /** SPEC §6: the agency hides header links and login buttons on deal and proposal links. */
  hideForDealLinks: boolean;
  bookNow: string;
  helpWidget: boolean;
  contactEmail: string | null;
  contactPhone: string | null;
  hasFaq: boolean;
  returnUrl: string | null;
}

export function accountShellSettings(agency: PublicAgency): AccountShellSettings {
  return {
    hideLogin: agency.isHideLoginOption,
    hideSignup: agency.isHideSignupOption,
    hideForDealLinks: agency.hideHeaderforDealProposal,
    bookNow: bookNowPath(agency.bookingMenuItemOptions),
    helpWidget: agency.isHelpWidgetEnabled,
    contactEmail: agency.contactEmailId,
    contactPhone: agency.contactPhoneNumber,
    hasFaq: agency.isFaqEnable,
    returnUrl: agency.returnUrl,
  };
}
