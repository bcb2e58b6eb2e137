/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for HubChargeRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.HubChargeRequest) so that a form loads only its own schema.
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

// HubChargeRequest.cjs
var require_HubChargeRequest = __commonJS({
  "HubChargeRequest.cjs"(exports) {
    exports["3bc3bee3"] = validate10;
    var schema11 = { "type": "object", "required": ["card_number", "machine", "cycle_id"], "properties": { "card_number": { "type": "string", "description": "The number read from the card.", "pattern": "^[A-Za-z0-9]{10,19}$" }, "machine": { "type": "string", "description": "The machine's code at this hub.", "pattern": "^[A-Za-z0-9-]{1,16}$" }, "cycle_id": { "type": "string", "description": "The controller's id of this cycle, unique per hub; retries reuse it.", "pattern": "^[A-Za-z0-9._:-]{1,64}$" }, "amount": { "type": "number", "description": "Naira to charge (at most two decimals are kept); without it, the machine's price. At most the machine's\nlimit per cycle (its price, or the higher maximum an operator configured): above it, 422 `amount_above_limit`.\n", "exclusiveMinimum": 0, "maximum": 1e5 } }, "$id": "3bc3bee3" };
    var pattern0 = new RegExp("^[A-Za-z0-9]{10,19}$", "u");
    var pattern1 = new RegExp("^[A-Za-z0-9-]{1,16}$", "u");
    var pattern2 = new RegExp("^[A-Za-z0-9._:-]{1,64}$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.card_number === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "card_number" }, message: "must have required property 'card_number'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.machine === void 0) {
          const err1 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "machine" }, message: "must have required property 'machine'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err1];
          } else {
            vErrors.push(err1);
          }
          errors++;
        }
        if (data.cycle_id === void 0) {
          const err2 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "cycle_id" }, message: "must have required property 'cycle_id'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err2];
          } else {
            vErrors.push(err2);
          }
          errors++;
        }
        if (data.card_number !== void 0) {
          let data0 = data.card_number;
          if (typeof data0 === "string") {
            if (!pattern0.test(data0)) {
              const err3 = { instancePath: instancePath + "/card_number", schemaPath: "#/properties/card_number/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9]{10,19}$" }, message: 'must match pattern "^[A-Za-z0-9]{10,19}$"', schema: "^[A-Za-z0-9]{10,19}$", parentSchema: schema11.properties.card_number, data: data0 };
              if (vErrors === null) {
                vErrors = [err3];
              } else {
                vErrors.push(err3);
              }
              errors++;
            }
          } else {
            const err4 = { instancePath: instancePath + "/card_number", schemaPath: "#/properties/card_number/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.card_number.type, parentSchema: schema11.properties.card_number, data: data0 };
            if (vErrors === null) {
              vErrors = [err4];
            } else {
              vErrors.push(err4);
            }
            errors++;
          }
        }
        if (data.machine !== void 0) {
          let data1 = data.machine;
          if (typeof data1 === "string") {
            if (!pattern1.test(data1)) {
              const err5 = { instancePath: instancePath + "/machine", schemaPath: "#/properties/machine/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9-]{1,16}$" }, message: 'must match pattern "^[A-Za-z0-9-]{1,16}$"', schema: "^[A-Za-z0-9-]{1,16}$", parentSchema: schema11.properties.machine, data: data1 };
              if (vErrors === null) {
                vErrors = [err5];
              } else {
                vErrors.push(err5);
              }
              errors++;
            }
          } else {
            const err6 = { instancePath: instancePath + "/machine", schemaPath: "#/properties/machine/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.machine.type, parentSchema: schema11.properties.machine, data: data1 };
            if (vErrors === null) {
              vErrors = [err6];
            } else {
              vErrors.push(err6);
            }
            errors++;
          }
        }
        if (data.cycle_id !== void 0) {
          let data2 = data.cycle_id;
          if (typeof data2 === "string") {
            if (!pattern2.test(data2)) {
              const err7 = { instancePath: instancePath + "/cycle_id", schemaPath: "#/properties/cycle_id/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9._:-]{1,64}$" }, message: 'must match pattern "^[A-Za-z0-9._:-]{1,64}$"', schema: "^[A-Za-z0-9._:-]{1,64}$", parentSchema: schema11.properties.cycle_id, data: data2 };
              if (vErrors === null) {
                vErrors = [err7];
              } else {
                vErrors.push(err7);
              }
              errors++;
            }
          } else {
            const err8 = { instancePath: instancePath + "/cycle_id", schemaPath: "#/properties/cycle_id/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.cycle_id.type, parentSchema: schema11.properties.cycle_id, data: data2 };
            if (vErrors === null) {
              vErrors = [err8];
            } else {
              vErrors.push(err8);
            }
            errors++;
          }
        }
        if (data.amount !== void 0) {
          let data3 = data.amount;
          if (typeof data3 == "number") {
            if (data3 > 1e5 || isNaN(data3)) {
              const err9 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1e5 }, message: "must be <= 100000", schema: 1e5, parentSchema: schema11.properties.amount, data: data3 };
              if (vErrors === null) {
                vErrors = [err9];
              } else {
                vErrors.push(err9);
              }
              errors++;
            }
            if (data3 <= 0 || isNaN(data3)) {
              const err10 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/exclusiveMinimum", keyword: "exclusiveMinimum", params: { comparison: ">", limit: 0 }, message: "must be > 0", schema: 0, parentSchema: schema11.properties.amount, data: data3 };
              if (vErrors === null) {
                vErrors = [err10];
              } else {
                vErrors.push(err10);
              }
              errors++;
            }
          } else {
            const err11 = { instancePath: instancePath + "/amount", schemaPath: "#/properties/amount/type", keyword: "type", params: { type: "number" }, message: "must be number", schema: schema11.properties.amount.type, parentSchema: schema11.properties.amount, data: data3 };
            if (vErrors === null) {
              vErrors = [err11];
            } else {
              vErrors.push(err11);
            }
            errors++;
          }
        }
      } else {
        const err12 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err12];
        } else {
          vErrors.push(err12);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_HubChargeRequest();

/** The HubChargeRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "required": [
    "card_number",
    "machine",
    "cycle_id"
  ],
  "properties": {
    "card_number": {
      "type": "string",
      "description": "The number read from the card.",
      "pattern": "^[A-Za-z0-9]{10,19}$"
    },
    "machine": {
      "type": "string",
      "description": "The machine's code at this hub.",
      "pattern": "^[A-Za-z0-9-]{1,16}$"
    },
    "cycle_id": {
      "type": "string",
      "description": "The controller's id of this cycle, unique per hub; retries reuse it.",
      "pattern": "^[A-Za-z0-9._:-]{1,64}$"
    },
    "amount": {
      "type": "number",
      "description": "Naira to charge (at most two decimals are kept); without it, the machine's price. At most the machine's\nlimit per cycle (its price, or the higher maximum an operator configured): above it, 422 `amount_above_limit`.\n",
      "exclusiveMinimum": 0,
      "maximum": 100000
    }
  }
};
