/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for MachineReportRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.MachineReportRequest) so that a form loads only its own schema.
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

// MachineReportRequest.cjs
var require_MachineReportRequest = __commonJS({
  "MachineReportRequest.cjs"(exports) {
    exports["-7da4b02f"] = validate10;
    var schema11 = { "type": "object", "required": ["machines"], "properties": { "machines": { "type": "array", "minItems": 1, "maxItems": 100, "items": { "type": "object", "required": ["code", "state"], "properties": { "code": { "type": "string", "pattern": "^[A-Za-z0-9-]{1,16}$" }, "state": { "type": "string", "enum": ["free", "in_use", "out_of_order"] }, "minutes_left": { "type": "integer", "minimum": 0, "maximum": 1440 } } } } }, "$id": "-7da4b02f" };
    var pattern0 = new RegExp("^[A-Za-z0-9-]{1,16}$", "u");
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.machines === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "machines" }, message: "must have required property 'machines'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.machines !== void 0) {
          let data0 = data.machines;
          if (Array.isArray(data0)) {
            if (data0.length > 100) {
              const err1 = { instancePath: instancePath + "/machines", schemaPath: "#/properties/machines/maxItems", keyword: "maxItems", params: { limit: 100 }, message: "must NOT have more than 100 items", schema: 100, parentSchema: schema11.properties.machines, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
            if (data0.length < 1) {
              const err2 = { instancePath: instancePath + "/machines", schemaPath: "#/properties/machines/minItems", keyword: "minItems", params: { limit: 1 }, message: "must NOT have fewer than 1 items", schema: 1, parentSchema: schema11.properties.machines, data: data0 };
              if (vErrors === null) {
                vErrors = [err2];
              } else {
                vErrors.push(err2);
              }
              errors++;
            }
            const len0 = data0.length;
            for (let i0 = 0; i0 < len0; i0++) {
              let data1 = data0[i0];
              if (data1 && typeof data1 == "object" && !Array.isArray(data1)) {
                if (data1.code === void 0) {
                  const err3 = { instancePath: instancePath + "/machines/" + i0, schemaPath: "#/properties/machines/items/required", keyword: "required", params: { missingProperty: "code" }, message: "must have required property 'code'", schema: schema11.properties.machines.items.required, parentSchema: schema11.properties.machines.items, data: data1 };
                  if (vErrors === null) {
                    vErrors = [err3];
                  } else {
                    vErrors.push(err3);
                  }
                  errors++;
                }
                if (data1.state === void 0) {
                  const err4 = { instancePath: instancePath + "/machines/" + i0, schemaPath: "#/properties/machines/items/required", keyword: "required", params: { missingProperty: "state" }, message: "must have required property 'state'", schema: schema11.properties.machines.items.required, parentSchema: schema11.properties.machines.items, data: data1 };
                  if (vErrors === null) {
                    vErrors = [err4];
                  } else {
                    vErrors.push(err4);
                  }
                  errors++;
                }
                if (data1.code !== void 0) {
                  let data2 = data1.code;
                  if (typeof data2 === "string") {
                    if (!pattern0.test(data2)) {
                      const err5 = { instancePath: instancePath + "/machines/" + i0 + "/code", schemaPath: "#/properties/machines/items/properties/code/pattern", keyword: "pattern", params: { pattern: "^[A-Za-z0-9-]{1,16}$" }, message: 'must match pattern "^[A-Za-z0-9-]{1,16}$"', schema: "^[A-Za-z0-9-]{1,16}$", parentSchema: schema11.properties.machines.items.properties.code, data: data2 };
                      if (vErrors === null) {
                        vErrors = [err5];
                      } else {
                        vErrors.push(err5);
                      }
                      errors++;
                    }
                  } else {
                    const err6 = { instancePath: instancePath + "/machines/" + i0 + "/code", schemaPath: "#/properties/machines/items/properties/code/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.machines.items.properties.code.type, parentSchema: schema11.properties.machines.items.properties.code, data: data2 };
                    if (vErrors === null) {
                      vErrors = [err6];
                    } else {
                      vErrors.push(err6);
                    }
                    errors++;
                  }
                }
                if (data1.state !== void 0) {
                  let data3 = data1.state;
                  if (typeof data3 !== "string") {
                    const err7 = { instancePath: instancePath + "/machines/" + i0 + "/state", schemaPath: "#/properties/machines/items/properties/state/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.machines.items.properties.state.type, parentSchema: schema11.properties.machines.items.properties.state, data: data3 };
                    if (vErrors === null) {
                      vErrors = [err7];
                    } else {
                      vErrors.push(err7);
                    }
                    errors++;
                  }
                  if (!(data3 === "free" || data3 === "in_use" || data3 === "out_of_order")) {
                    const err8 = { instancePath: instancePath + "/machines/" + i0 + "/state", schemaPath: "#/properties/machines/items/properties/state/enum", keyword: "enum", params: { allowedValues: schema11.properties.machines.items.properties.state.enum }, message: "must be equal to one of the allowed values", schema: schema11.properties.machines.items.properties.state.enum, parentSchema: schema11.properties.machines.items.properties.state, data: data3 };
                    if (vErrors === null) {
                      vErrors = [err8];
                    } else {
                      vErrors.push(err8);
                    }
                    errors++;
                  }
                }
                if (data1.minutes_left !== void 0) {
                  let data4 = data1.minutes_left;
                  if (!(typeof data4 == "number" && (!(data4 % 1) && !isNaN(data4)))) {
                    const err9 = { instancePath: instancePath + "/machines/" + i0 + "/minutes_left", schemaPath: "#/properties/machines/items/properties/minutes_left/type", keyword: "type", params: { type: "integer" }, message: "must be integer", schema: schema11.properties.machines.items.properties.minutes_left.type, parentSchema: schema11.properties.machines.items.properties.minutes_left, data: data4 };
                    if (vErrors === null) {
                      vErrors = [err9];
                    } else {
                      vErrors.push(err9);
                    }
                    errors++;
                  }
                  if (typeof data4 == "number") {
                    if (data4 > 1440 || isNaN(data4)) {
                      const err10 = { instancePath: instancePath + "/machines/" + i0 + "/minutes_left", schemaPath: "#/properties/machines/items/properties/minutes_left/maximum", keyword: "maximum", params: { comparison: "<=", limit: 1440 }, message: "must be <= 1440", schema: 1440, parentSchema: schema11.properties.machines.items.properties.minutes_left, data: data4 };
                      if (vErrors === null) {
                        vErrors = [err10];
                      } else {
                        vErrors.push(err10);
                      }
                      errors++;
                    }
                    if (data4 < 0 || isNaN(data4)) {
                      const err11 = { instancePath: instancePath + "/machines/" + i0 + "/minutes_left", schemaPath: "#/properties/machines/items/properties/minutes_left/minimum", keyword: "minimum", params: { comparison: ">=", limit: 0 }, message: "must be >= 0", schema: 0, parentSchema: schema11.properties.machines.items.properties.minutes_left, data: data4 };
                      if (vErrors === null) {
                        vErrors = [err11];
                      } else {
                        vErrors.push(err11);
                      }
                      errors++;
                    }
                  }
                }
              } else {
                const err12 = { instancePath: instancePath + "/machines/" + i0, schemaPath: "#/properties/machines/items/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.properties.machines.items.type, parentSchema: schema11.properties.machines.items, data: data1 };
                if (vErrors === null) {
                  vErrors = [err12];
                } else {
                  vErrors.push(err12);
                }
                errors++;
              }
            }
          } else {
            const err13 = { instancePath: instancePath + "/machines", schemaPath: "#/properties/machines/type", keyword: "type", params: { type: "array" }, message: "must be array", schema: schema11.properties.machines.type, parentSchema: schema11.properties.machines, data: data0 };
            if (vErrors === null) {
              vErrors = [err13];
            } else {
              vErrors.push(err13);
            }
            errors++;
          }
        }
      } else {
        const err14 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err14];
        } else {
          vErrors.push(err14);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_MachineReportRequest();

/** The MachineReportRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "required": [
    "machines"
  ],
  "properties": {
    "machines": {
      "type": "array",
      "minItems": 1,
      "maxItems": 100,
      "items": {
        "type": "object",
        "required": [
          "code",
          "state"
        ],
        "properties": {
          "code": {
            "type": "string",
            "pattern": "^[A-Za-z0-9-]{1,16}$"
          },
          "state": {
            "type": "string",
            "enum": [
              "free",
              "in_use",
              "out_of_order"
            ]
          },
          "minutes_left": {
            "type": "integer",
            "minimum": 0,
            "maximum": 1440
          }
        }
      }
    }
  }
};
