/**
 * GENERATED FILE — DO NOT EDIT.
 * Precompiled RJSF validator functions for AvatarUploadRequest (ajv standalone code, bundled to ESM), and the schema itself
 * (the same object as requestSchemas.AvatarUploadRequest) so that a form loads only its own schema.
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

// AvatarUploadRequest.cjs
var require_AvatarUploadRequest = __commonJS({
  "AvatarUploadRequest.cjs"(exports) {
    exports["-6ef7d352"] = validate10;
    var schema11 = { "type": "object", "title": "Avatar", "required": ["avatar"], "properties": { "avatar": { "type": "string", "format": "binary", "title": "Avatar", "description": "PNG or JPEG image (.png, .jpg, .jpeg), at most 2 MB.", "x-messages": { "required": "Please choose an image to upload" } } }, "$id": "-6ef7d352" };
    var formats0 = /^[\s\S]*$/;
    function validate10(data, { instancePath = "", parentData, parentDataProperty, rootData = data } = {}) {
      ;
      let vErrors = null;
      let errors = 0;
      if (data && typeof data == "object" && !Array.isArray(data)) {
        if (data.avatar === void 0) {
          const err0 = { instancePath, schemaPath: "#/required", keyword: "required", params: { missingProperty: "avatar" }, message: "must have required property 'avatar'", schema: schema11.required, parentSchema: schema11, data };
          if (vErrors === null) {
            vErrors = [err0];
          } else {
            vErrors.push(err0);
          }
          errors++;
        }
        if (data.avatar !== void 0) {
          let data0 = data.avatar;
          if (typeof data0 === "string") {
            if (!formats0.test(data0)) {
              const err1 = { instancePath: instancePath + "/avatar", schemaPath: "#/properties/avatar/format", keyword: "format", params: { format: "binary" }, message: 'must match format "binary"', schema: "binary", parentSchema: schema11.properties.avatar, data: data0 };
              if (vErrors === null) {
                vErrors = [err1];
              } else {
                vErrors.push(err1);
              }
              errors++;
            }
          } else {
            const err2 = { instancePath: instancePath + "/avatar", schemaPath: "#/properties/avatar/type", keyword: "type", params: { type: "string" }, message: "must be string", schema: schema11.properties.avatar.type, parentSchema: schema11.properties.avatar, data: data0 };
            if (vErrors === null) {
              vErrors = [err2];
            } else {
              vErrors.push(err2);
            }
            errors++;
          }
        }
      } else {
        const err3 = { instancePath, schemaPath: "#/type", keyword: "type", params: { type: "object" }, message: "must be object", schema: schema11.type, parentSchema: schema11, data };
        if (vErrors === null) {
          vErrors = [err3];
        } else {
          vErrors.push(err3);
        }
        errors++;
      }
      validate10.errors = vErrors;
      return errors === 0;
    }
  }
});
export default require_AvatarUploadRequest();

/** The AvatarUploadRequest schema ($refs inlined), as in generated/schemas.ts. */
export const schema = {
  "type": "object",
  "title": "Avatar",
  "required": [
    "avatar"
  ],
  "properties": {
    "avatar": {
      "type": "string",
      "format": "binary",
      "title": "Avatar",
      "description": "PNG or JPEG image (.png, .jpg, .jpeg), at most 2 MB.",
      "x-messages": {
        "required": "Please choose an image to upload"
      }
    }
  }
};
