/*
 * A demo module for the page's module events (README "Module events"): it asks the page for its
 * state and shows the agency's name, the currency prices are shown in and, when someone is
 * signed in, their first name; it shows them again when another module updates the agency or
 * the user. Load it from any script on the page:
 *
 *   dispatchEvent(new CustomEvent("wl:module", { detail: { type: "load-module",
 *     payload: { url: "/assets/modules/demo-widget.js", expose: "wlDemoWidget" } } }));
 */
(function () {
  "use strict";
  if (window.wlDemoWidget) return;
  var SOURCE = "demo-widget";

  var box = document.createElement("div");
  box.id = "wl-demo-widget";
  box.setAttribute("role", "status");
  box.style.cssText =
    "position:fixed;bottom:1rem;inset-inline-end:1rem;z-index:40;max-width:20rem;" +
    "padding:.5rem .75rem;border:1px solid #cbd5e1;border-radius:.5rem;background:#fff;" +
    "color:#0f172a;font:14px/1.4 system-ui,sans-serif;box-shadow:0 4px 12px rgb(0 0 0/.1)";
  document.body.appendChild(box);

  function send(type, payload) {
    window.dispatchEvent(
      new CustomEvent("wl:module", { detail: { type: type, payload: payload, source: SOURCE } }),
    );
  }

  function render(state) {
    var parts = [];
    if (state.agency) parts.push(state.agency.agencyName);
    parts.push(state.multicurrency.currency);
    if (state.user) parts.push(state.user.personal_info.first_name);
    // textContent, never innerHTML: what the state holds is shown, never run.
    box.textContent = parts.join(" · ");
  }

  window.addEventListener("wl:host", function (event) {
    var message = event.detail;
    if (message.type === "ready") send("request-state");
    else if (message.type === "state") render(message.payload);
    else if (message.type === "agency-updated" || message.type === "user-updated")
      send("request-state");
  });
  // The page may have been listening before this script loaded; if not, `ready` comes later.
  send("request-state");

  window.wlDemoWidget = { send: send };
})();
