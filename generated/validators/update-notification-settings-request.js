/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for UpdateNotificationSettingsRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.UpdateNotificationSettingsRequest) so that a form loads only its own schema.
 * Source: openapi/ (bundled into generated/openapi.yaml). Regenerate with `npm run gen`; `npm run gen:check` fails when stale.
 */

var __getOwnPropNames = Object.getOwnPropertyNames;
var __commonJS = (cb, mod) => function __require() {
  try {
    return mod || (0, cb[__getOwnPropNames(cb)[0]])((mod = { exports: {} }).exports, mod), mod.exports;
  } catch (e) {
    throw mod = 0, e;
  }
};

// UpdateNotificationSettingsRequest.cjs
var require_UpdateNotificationSettingsRequest = __commonJS({
  "UpdateNotificationSettingsRequest.cjs"(exports) {
    exports["-2e7910f9"] = validate10;
    var schema11 = { "type": "object", "additionalProperties": false, "properties": { "events": { "type": "array", "maxItems": 7, "items": { "type": "object", "additionalProperties": false, "required": ["event"], "properties": { "event": { "type": "string", "enum": ["cycle_done", "machine_free", "topup_credited", "low_balance", "card_ready", "support_reply", "money_back"] }, "email": { "type": "boolean" }, "push": { "type": "boolean" } } } }, "low_balance_threshold": { "type": ["number", "null"], "minimum": 0, "maximum": 1e6, "description": "Naira; null turns the low-balance alert off." }, "followed_hub_ids": { "type": "array", "maxItems": 10, "items": { "type": "integer", "minimum": 1, "maximum": 2147483647 } } }, "$id": "-2e7910f9" };
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        for (const key0 in data) {
          if (!(key0 === "events" || key0 === "low_balance_threshold" || key0 === "followed_hub_ids")) {
            const err0 = { instancePath, schemaPath: "#/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key0 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11, data };
            if (vErrors === null) {
              vErrors = [err0];
            } else {
              vErrors.push(err0);
            }
            errors++;
          }
        }
        if (data.events !== void 0) {
          let data0 = data.events;
          if (Array.isArray(data0)) {
            if (data0.length > 7) {
              const err1 = { instancePath: instancePath + "/events", schemaPath: "#/properties/events/maxItems", keyword: "maxItems", params: { limit: 7 }, message: "must NOT have more than 7 items", schema: 7, parentSchema: schema11.properties.events, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            const len0 = data0.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data1 = data0[i0];
              if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.event === void 0) {
                  const err2 = { instancePath: instancePath + "/events/" + i0, schemaPath: "#/properties/events/items/required", keyword: "required", params: { missingProperty: "event" }, message: "must have required property 'event'", schema: schema11.properties.events.items.required, parentSchema: schema11.properties.events.items, data: data1 };
                  if (vErrors === null) {
                    vErrors = [err2];
                  } else {
                    vErrors.push(err2);
                  }
                  errors++;
                }
                for (const key1 in data1) {
                  if (!(key1 === "event" || key1 === "email" || key1 === "push")) {
                    const err3 = { instancePath: instancePath + "/events/" + i0, schemaPath: "#/properties/events/items/additionalProperties", keyword: "additionalProperties", params: { additionalProperty: key1 }, message: "must NOT have additional properties", schema: false, parentSchema: schema11.properties.events.items, data: data1 };
                    if (vErrors === null) {
                      vErrors = [err3];
                    } else {
                      vErrors.push(err3);
                    }
                    errors++;
                  }
                }
                if (data1.event !== void 0) {
                  let data2 = data1.event;
                  if (typeof data2 !== "string") {
                    const err4 = { instancePath: instancePath + "/events/" + i0 + "/event", schemaPath: "#/properties/events/items/properties/event/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.events.items.properties.event.type, parentSchema: schema11.properties.events.items.properties.event, data: data2 };
                    if (vErrors === null) {
                      vErrors = [err4];
                    } else {
                      vErrors.push(err4);
                    }
                    errors++;
                  }
                  if (!(data2 === "cycle_done" || data2 === "machine_free" || data2 === "topup_credited" || data2 === "low_balance" || data2 === "card_ready" || data2 === "support_reply" || data2 === "money_back")) {
                    const err5 = { instancePath: instancePath + "/events/" + i0 + "/event", schemaPath: "#/properties/events/items/properties/event/enum", keyword: "enum", params: { allowedValues: schema11.properties.events.items.properties.event.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.events.items.properties.event.enum, parentSchema: schema11.properties.events.items.properties.event, data: data2 };
                    if (vErrors === null) {
                      vErrors = [err5];
                    } else {
                      vErrors.push(err5);
                    }
                    errors++;
                  }
                }
                if (data1.email !== void 0) {
                  let data3 = data1.email;
                  if (typeof data3 !== "boolean") {
                    const err6 = { instancePath: instancePath + "/events/" + i0 + "/email", schemaPath: "#/properties/events/items/properties/email/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.events.items.properties.email.type, parentSchema: schema11.properties.events.items.properties.email, data: data3 };
                    if (vErrors === null) {
                      vErrors = [err6];
                    } else {
                      vErrors.push(err6);
                    }
                    errors++;
                  }
                }
                if (data1.push !== void 0) {
                  let data4 = data1.push;
                  if (typeof data4 !== "boolean") {
                    const err7 = { instancePath: instancePath + "/events/" + i0 + "/push", schemaPath: "#/properties/events/items/properties/push/type", keyword: "type", params: { type: "boolean" }, message: "must be boolean", schema: schema11.properties.events.items.properties.push.type, parentSchema: schema11.properties.events.items.properties.push, data: data4 };
                    if (vErrors === null) {
                      vErrors = [err7];
                    } else {
                      vErrors.push(err7);
                    }
                    errors++;
                  }
                }
              } else {
                const err8 = { instancePath: instancePath + "/events/" + i0, schemaPath: "#/properties/events/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.events.items.type, parentSchema: schema11.properties.events.items, data: data1 };
                if (vErrors === null) {
                  vErrors = [err8];
                } else {
                  vErrors.push(err8);
                }
                errors++;
              }
            }
          } else {
            const err9 = { instancePath: instancePath + "/events", schemaPath: "#/properties/events/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.events.type, parentSchema: schema11.properties.events, data: data0 };
            if (vErrors === null) {
              vErrors = [err9];
            } else {
              vErrors.push(err9);
            }
            errors++;
          }
        }
        if (data.low_balance_threshold !== void 0) {
          let data5 = data.low_balance_threshold;
          if (!(typeof data5 == "number") && data5 !== null) {
            const err10 = { instancePath: instancePath + "/low_balance_threshold", schemaPath: "#/properties/low_balance_threshold/type", keyword: "type", params: { type: schema11.properties.low_balance_threshold.type }, message: "must be number,null", schema: schema11.properties.low_balance_threshold.type, parentSchema: schema11.properties.low_balance_threshold, data: data5 };
            if (vErrors === null) {
              vErrors = [err10];
            } else {
              vErrors.push(err10);
            }
            errors++;
          }
          if (typeof data5 == "number") {
            if (data5 > 1e6 || isNaN(data5)) {
              const err11 = { instancePath: instancePath + "/low_balance_threshold", schemaPath: "#/properties/low_balance_threshold/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e6 }, message: "must be <= 1000000", schema: 1e6, parentSchema: schema11.properties.low_balance_threshold, data: data5 };
              if (vErrors === null) {
                vErrors = [err11];
              } else {
                vErrors.push(err11);
              }
              errors++;
            }
            if (data5 < 0 || isNaN(data5)) {
              const err12 = { instancePath: instancePath + "/low_balance_threshold", schemaPath: "#/properties/low_balance_threshold/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties.low_balance_threshold, data: data5 };
              if (vErrors === null) {
                vErrors = [err12];
              } else {
                vErrors.push(err12);
              }
              errors++;
            }
          }
        }
        if (data.followed_hub_ids !== void 0) {
          let data6 = data.followed_hub_ids;
          if (Array.isArray(data6)) {
            if (data6.length > 10) {
              const err13 = { instancePath: instancePath + "/followed_hub_ids", schemaPath: "#/properties/followed_hub_ids/maxItems", keyword: "maxItems", params: { limit: 10 }, message: "must NOT have more than 10 items", schema: 10, parentSchema: schema11.properties.followed_hub_ids, data: data6 };
              if (vErrors === null) {
                vErrors = [err13];
              } else {
                vErrors.push(err13);
              }
              errors++;
            }
            const len1 = data6.length;
            for (let i1 = 0; i1 < len1; i1++) {
              let data7 = data6[i1];
              if (!(typeof data7 == "number" && (!(data7 % 1) && !isNaN(data7)))) {
                const err14 = { instancePath: instancePath + "/followed_hub_ids/" + i1, schemaPath: "#/properties/followed_hub_ids/items/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.followed_hub_ids.items.type, parentSchema: schema11.properties.followed_hub_ids.items, data: data7 };
                if (vErrors === null) {
                  vErrors = [err14];
                } else {
                  vErrors.push(err14);
                }
                errors++;
              }
              if (typeof data7 == "number") {
                if (data7 > 2147483647 || isNaN(data7)) {
                  const err15 = { instancePath: instancePath + "/followed_hub_ids/" + i1, schemaPath: "#/properties/followed_hub_ids/items/maximum", keyword: "maximum", params: { comparison: "<=", limit: 2147483647 }, message: "must be <= 2147483647", schema: 2147483647, parentSchema: schema11.properties.followed_hub_ids.items, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err15];
                  } else {
                    vErrors.push(err15);
                  }
                  errors++;
                }
                if (data7 < 1 || isNaN(data7)) {
                  const err16 = { instancePath: instancePath + "/followed_hub_ids/" + i1, schemaPath: "#/properties/followed_hub_ids/items/minimum", keyword: "minimum", params: { comparison: ">=", limit: 1 }, message: "must be >= 1", schema: 1, parentSchema: schema11.properties.followed_hub_ids.items, data: data7 };
                  if (vErrors === null) {
                    vErrors = [err16];
                  } else {
                    vErrors.push(err16);
                  }
                  errors++;
                }
              }
            }
          } else {
            const err17 = { instancePath: instancePath + "/followed_hub_ids", schemaPath: "#/properties/followed_hub_ids/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.followed_hub_ids.type, parentSchema: schema11.properties.followed_hub_ids, data: data6 };
            if (vErrors === null) {
              vErrors = [err17];
            } else {
              vErrors.push(err17);
            }
            errors++;
          }
        }
      } else {
        const err18 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err18];
        } else {
          vErrors.push(err18);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_UpdateNotificationSettingsRequest();

/** The UpdateNotificationSettingsRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "additionalProperties": false,
  "properties": {
    "events": {
      "type": "array",
      "maxItems": 7,
      "items": {
        "type": "object",
        "additionalProperties": false,
        "required": [
          "event"
        ],
        "properties": {
          "event": {
            "type": "string",
            "enum": [
              "cycle_done",
              "machine_free",
              "topup_credited",
              "low_balance",
              "card_ready",
              "support_reply",
              "money_back"
            ]
          },
          "email": {
            "type": "boolean"
          },
          "push": {
            "type": "boolean"
          }
        }
      }
    },
    "low_balance_threshold": {
      "type": [
        "number",
        "null"
      ],
      "minimum": 0,
      "maximum": 1000000,
      "description": "Naira; null turns the low-balance alert off."
    },
    "followed_hub_ids": {
      "type": "array",
      "maxItems": 10,
      "items": {
        "type": "integer",
        "minimum": 1,
        "maximum": 2147483647
      }
    }
  }
};
