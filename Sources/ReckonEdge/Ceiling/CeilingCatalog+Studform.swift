import ReckonCore

extension CeilingCatalog {
    /// The catalog Reckon ships: the Studform Ceiling Calculator's whole tree, inputs, formulas and
    /// messages (shared/specs/studform-catalog.md), with its corrections recorded where the
    /// original slipped, and its one unverified value flagged. `reckon ceiling export-catalog`
    /// prints this text; it is the documented file format, so it is also the example to copy.
    public static let studformJSON = #"""
{
  "format": "reckon-ceiling-catalog 1",
  "name": "Studform ceiling systems",
  "source": "The Studform Ceiling Calculator iOS app (2017), as recorded in shared/specs/studform-catalog.md.",
  "disclaimer": "Quantities are an approximate guide for a square area. Allow more for the room's layout, light fittings, air-conditioning registers and waste. Wall angle is counted in 3.6 m lengths.",
  "inputs": {
    "area": {"label": "Area", "type": "number", "unit": "m²", "min": 0.1, "max": 100000, "required": true},
    "drop": {"label": "Length Drop", "type": "number", "unit": "m", "min": 0.1, "max": 10, "required": true, "rangeMessage": "Length Drop must be between 0.1 and 10"},
    "spare": {"label": "Spare Tiles", "type": "number", "unit": "tiles", "min": 0, "max": 100000, "whole": true, "default": 0},
    "loa": {"label": "Large Open Area 300m2 plus", "type": "switch", "default": false},
    "troffer": {"label": "1200x300 T Bar Troffer Light Fitting", "type": "switch", "default": false},
    "aircon": {"label": "600x600 Air Cond Registers", "type": "switch", "default": false},
    "c-spline": {"label": "C Spline", "type": "switch", "default": false},
    "t-spline": {"label": "T Spline", "type": "switch", "default": false}
  },
  "templates": {
    "grid-1200x600": {
      "inputs": ["area", "troffer", "loa", "aircon", "drop", "spare"],
      "define": [
        {"name": "k", "formula": "area / 100"},
        {"name": "H", "formula": "64 * k"}
      ],
      "components": [
        {"name": "Main Tee", "formula": "23 * k"},
        {"name": "1200 Spacer", "formula": "if(troffer, 152 * k, 136 * k)"},
        {"name": "600 Spacer", "formula": "if(aircon, 6 * k, 0)"},
        {"name": "Suspension Clip", "formula": "128 * k"},
        {"name": "Anchor Clip", "formula": "128 * k"},
        {"name": "Hanging Rod", "formula": "if(drop <= 1, H / 3, if(drop < 1.8, H / 2, H))"},
        {"name": "Wall Angle", "formula": "if(perimeter > 0, perimeter / 3.6, if(loa, 6 * k, 12 * k))"},
        {"name": "Tiles", "formula": "area / 0.72 + spare"}
      ],
      "corrections": [
        {"component": "1200 Spacer", "original": "0 without a troffer", "reason": "Every other H-pattern grid (Seismic 1200x600 too) has 136 per 100 m² without troffers; without cross spacers the grid cannot be built."},
        {"component": "Tiles", "original": "area / 0.36", "reason": "A 1200x600 tile covers 0.72 m²; 0.36 m² is the 600x600 tile."}
      ]
    },
    "grid-1200x1200": {
      "inputs": [
        "area",
        {"name": "tile-1200x400", "label": "1200x400 Tile", "type": "switch", "default": false},
        {"name": "tile-1200x300", "label": "1200x300 Tile", "type": "switch", "default": false},
        "c-spline",
        "t-spline",
        "loa",
        "drop",
        "spare"
      ],
      "define": [
        {"name": "k", "formula": "area / 100"},
        {"name": "M", "formula": "area / 1.44"},
        {"name": "H", "formula": "64 * k"}
      ],
      "rules": [
        {"refuse": "tile_1200x400 * tile_1200x300", "field": "tile-1200x300", "message": "1200 X 400 and 1200 X 300 cannot be co-selected"},
        {"refuse": "tile_1200x400 + tile_1200x300 == 0", "field": "tile-1200x400", "message": "Please complete the required fields"},
        {"refuse": "c_spline == 0", "field": "c-spline", "message": "Please select YES to C Spline"}
      ],
      "components": [
        {"name": "Main Tee", "formula": "23 * k"},
        {"name": "1200 Spacer", "formula": "68 * k"},
        {"name": "Suspension Clip", "formula": "64 * k"},
        {"name": "Anchor Clip", "formula": "64 * k"},
        {"name": "Hanging Rod", "formula": "if(drop <= 1, H / 3, if(drop < 1.8, H / 2, H))"},
        {"name": "Wall Angle", "formula": "if(perimeter > 0, perimeter / 3.6, if(loa, 6 * k, 12 * k))"},
        {"name": "C Spline", "formula": "if(tile_1200x400, if(t_spline, 2 * M, 4 * M), if(t_spline, 2 * M, 6 * M))"},
        {"name": "T Spline", "formula": "if(t_spline, if(tile_1200x400, M, 2 * M), 0)"},
        {"name": "Tiles", "formula": "if(tile_1200x400, 3 * M, 4 * M) + spare"}
      ]
    },
    "grid-600x600": {
      "inputs": ["area", "troffer", "loa", "aircon", "drop", "spare"],
      "define": [
        {"name": "k", "formula": "area / 100"},
        {"name": "H", "formula": "64 * k"}
      ],
      "components": [
        {"name": "Main Tee", "formula": "23 * k"},
        {"name": "1200 Spacer", "formula": "if(troffer, 152 * k, 136 * k)"},
        {"name": "600 Spacer", "formula": "136 * k"},
        {"name": "Suspension Clip", "formula": "64 * k"},
        {"name": "Anchor Clip", "formula": "64 * k"},
        {"name": "Hanging Rod", "formula": "if(drop <= 1, H / 3, if(drop < 1.8, H / 2, H))"},
        {"name": "Wall Angle", "formula": "if(perimeter > 0, perimeter / 3.6, if(loa, 6 * k, 12 * k))"},
        {"name": "Tiles", "formula": "area / 0.36 + spare"}
      ]
    },
    "grid-600x600-hd": {
      "inputs": ["area", "troffer", "loa", "aircon", "drop", "spare"],
      "define": [
        {"name": "k", "formula": "area / 100"},
        {"name": "H", "formula": "128 * k"}
      ],
      "components": [
        {"name": "Main Tee", "formula": "46 * k"},
        {"name": "1200 Spacer", "formula": "if(troffer, 16 * k, 0)"},
        {"name": "600 Spacer", "formula": "272 * k"},
        {"name": "Suspension Clip", "formula": "128 * k"},
        {"name": "Anchor Clip", "formula": "128 * k"},
        {"name": "Hanging Rod", "formula": "if(drop <= 1, H / 3, if(drop < 1.8, H / 2, H))"},
        {"name": "Wall Angle", "formula": "if(perimeter > 0, perimeter / 3.6, if(loa, 6 * k, 12 * k))"},
        {"name": "Tiles", "formula": "area / 0.36 + spare"}
      ],
      "corrections": [
        {"component": "Tiles", "original": "area / 0.35", "reason": "A 600x600 tile covers 0.36 m², as the 600x600 leaf divides by."}
      ]
    },
    "corporate-1350": {
      "inputs": [
        "area",
        {"name": "tile-1350x450", "label": "1350x450 Tile", "type": "switch", "default": false},
        "c-spline",
        "t-spline",
        "loa",
        "drop",
        "spare"
      ],
      "define": [
        {"name": "k", "formula": "area / 100"},
        {"name": "M", "formula": "area / 1.8225"},
        {"name": "H", "formula": "54.9 * k"}
      ],
      "rules": [
        {"refuse": "tile_1350x450 == 0", "field": "tile-1350x450", "message": "Please complete the required fields"},
        {"refuse": "c_spline == 0", "field": "c-spline", "message": "Please select YES to C Spline"}
      ],
      "components": [
        {"name": "Main Tee", "formula": "18.3 * k"},
        {"name": "1350 Spacer", "formula": "54.9 * k"},
        {"name": "Suspension Clip", "formula": "54.9 * k"},
        {"name": "Anchor Clip", "formula": "54.9 * k"},
        {"name": "Hanging Rod", "formula": "if(drop <= 1, H / 3, if(drop < 1.8, H / 2, H))"},
        {"name": "Wall Angle", "formula": "if(perimeter > 0, perimeter / 3.6, if(loa, 6 * k, 12 * k))"},
        {"name": "C Spline", "formula": "if(t_spline, 2 * M, 4 * M)"},
        {"name": "T Spline", "formula": "if(t_spline, M, 0)"},
        {"name": "Tiles", "formula": "area / 0.6075 + spare"}
      ]
    },
    "corporate-1500": {
      "inputs": [
        "area",
        {"name": "tile-1500x500", "label": "1500x500 Tile", "type": "switch", "default": false},
        {"name": "tile-1500x300", "label": "1500x300 Tile", "type": "switch", "default": false},
        "c-spline",
        "t-spline",
        "loa",
        "drop",
        "spare"
      ],
      "define": [
        {"name": "k", "formula": "area / 100"},
        {"name": "M", "formula": "area / 2.25"},
        {"name": "H", "formula": "44.4 * k"}
      ],
      "rules": [
        {"refuse": "tile_1500x500 * tile_1500x300", "field": "tile-1500x300", "message": "1500 X 500 and 1500 X 300 cannot be co-selected"},
        {"refuse": "tile_1500x500 + tile_1500x300 == 0", "field": "tile-1500x500", "message": "Please complete the required fields"},
        {"refuse": "c_spline == 0", "field": "c-spline", "message": "Please select YES to C Spline"}
      ],
      "components": [
        {"name": "Main Tee", "formula": "14.81 * k"},
        {"name": "1500 Spacer", "formula": "44.44 * k"},
        {"name": "Suspension Clip", "formula": "44.4 * k"},
        {"name": "Anchor Clip", "formula": "44.4 * k"},
        {"name": "Hanging Rod", "formula": "if(drop <= 1, H / 3, if(drop < 1.8, H / 2, H))"},
        {"name": "Wall Angle", "formula": "if(perimeter > 0, perimeter / 3.6, if(loa, 6 * k, 12 * k))"},
        {"name": "C Spline", "formula": "2 * M"},
        {"name": "T Spline", "formula": "if(t_spline, M, 3 * M)"},
        {"name": "Tiles", "formula": "if(tile_1500x500, 3 * M, 5 * M) + spare"}
      ]
    },
    "one-way": {
      "about": "Each leaf defines tee, interlock and intermediate (pieces per 100 m²), clips (clips and rod base per 100 m²) and module (the tile's area in m²).",
      "inputs": [
        "area",
        "c-spline",
        {"name": "interlocking", "label": "Interlocking T Spline", "type": "switch", "default": false},
        {"name": "intermediate", "label": "Intermediate T Spline", "type": "switch", "default": false},
        "loa",
        "drop",
        "spare"
      ],
      "define": [
        {"name": "k", "formula": "area / 100"},
        {"name": "M", "formula": "area / module"},
        {"name": "H", "formula": "clips * k"}
      ],
      "rules": [
        {"refuse": "c_spline == 0", "field": "c-spline", "message": "Please select YES to C Spline"}
      ],
      "components": [
        {"name": "Main Tee", "formula": "tee * k"},
        {"name": "Suspension Clip", "formula": "clips * k"},
        {"name": "Anchor Clip", "formula": "clips * k"},
        {"name": "Hanging Rod", "formula": "if(drop <= 1, H / 3, if(drop < 1.8, H / 2, H))"},
        {"name": "Wall Angle", "formula": "if(perimeter > 0, perimeter / 3.6, if(loa, 6 * k, 12 * k))"},
        {"name": "C Spline", "formula": "if(intermediate, 2 * M, 4 * M)"},
        {"name": "Interlocking T Spline", "formula": "if(interlocking, interlock * k, 0)"},
        {"name": "Intermediate T Spline", "formula": "if(intermediate, intermediate_rate * k, 0)"},
        {"name": "Tiles", "formula": "3 * M + spare"}
      ]
    },
    "seismic-1200x600": {
      "inputs": ["area", "troffer", "loa", "aircon", "drop", "spare"],
      "define": [
        {"name": "k", "formula": "area / 100"},
        {"name": "H", "formula": "64 * k"},
        {"name": "fixed", "formula": "if(perimeter > 0, perimeter / 2 / 3.6, if(loa, 3 * k, 6 * k))"}
      ],
      "components": [
        {"name": "Main Tee", "formula": "23 * k"},
        {"name": "1200 Spacer", "formula": "if(troffer, 152 * k, 136 * k)"},
        {"name": "600 Spacer", "formula": "if(aircon, 6 * k, 0)"},
        {"name": "Suspension Clip", "formula": "64 * k"},
        {"name": "Anchor Clip", "formula": "64 * k"},
        {"name": "Hanging Rod", "formula": "if(drop <= 1, H / 3, if(drop < 1.8, H / 2, H))"},
        {"name": "Fixed Wall Angle", "formula": "fixed"},
        {"name": "Floating Wall Angle", "formula": "fixed"},
        {"name": "Wall Angle Bracket", "formula": "2 * 4 * ceil(fixed - 1e-9)"},
        {"name": "Seismic Clip", "formula": "138 * k"},
        {"name": "Tiles", "formula": "area / 0.72 + spare"}
      ]
    },
    "seismic-600x600": {
      "inputs": ["area", "troffer", "loa", "aircon", "drop", "spare"],
      "define": [
        {"name": "k", "formula": "area / 100"},
        {"name": "H", "formula": "64 * k"}
      ],
      "components": [
        {"name": "Main Tee", "formula": "23 * k"},
        {"name": "1200 Spacer", "formula": "if(troffer, 152 * k, 136 * k)"},
        {"name": "600 Spacer", "formula": "136 * k"},
        {"name": "Suspension Clip", "formula": "64 * k"},
        {"name": "Anchor Clip", "formula": "64 * k"},
        {"name": "Hanging Rod", "formula": "if(drop <= 1, H / 3, if(drop < 1.8, H / 2, H))"},
        {"name": "Wall Angle", "formula": "if(perimeter > 0, perimeter / 3.6, if(loa, 6 * k, 2 * k))"},
        {"name": "Bracing Points", "formula": "if(area > 300, 81 * area, 0)", "unverified": "81 × area above 300 m², as in the original app; not confirmed by Studform"},
        {"name": "Tiles", "formula": "area / 0.36 + spare"}
      ]
    },
    "concealed": {
      "inputs": ["area", "loa", "drop", "spare"],
      "define": [
        {"name": "k", "formula": "area / 100"},
        {"name": "H", "formula": "64 * k"}
      ],
      "components": [
        {"name": "Main Tee", "formula": "23 * k"},
        {"name": "Interlocking T Spline", "formula": "204 * k"},
        {"name": "Wall Angle", "formula": "if(perimeter > 0, perimeter / 3.6, if(loa, 6 * k, 12 * k))"},
        {"name": "Suspension Clip", "formula": "64 * k"},
        {"name": "Anchor Clip", "formula": "64 * k"},
        {"name": "Hanging Rod", "formula": "if(drop <= 1, H / 3, if(drop < 1.8, H / 2, H))"},
        {"name": "Tiles", "formula": "area / 0.48 + spare"}
      ]
    }
  },
  "lines": [
    {
      "id": "regal",
      "title": "KWIKLOC Regal",
      "subtitle": "24mm Alum. T-bar",
      "leaves": [
        {"id": "1200x600", "title": "1200x600", "subtitle": "Regular or H Pattern", "template": "grid-1200x600"},
        {"id": "1200x1200", "title": "1200x1200", "template": "grid-1200x1200"},
        {
          "id": "600x600",
          "title": "600x600",
          "template": "grid-600x600",
          "corrections": [
            {"component": "Wall Angle", "original": "if(loa, 6k, 1k)", "reason": "Premium, Klik Steel and every other leaf have 12 lengths per 100 m² without a large open area; 1 length cannot edge 100 m²."}
          ]
        },
        {"id": "600x600-hd", "title": "600x600 Heavy Duty", "subtitle": "Main Tees at 600 Centers", "template": "grid-600x600-hd"}
      ]
    },
    {
      "id": "premium",
      "title": "KWIKLOC Premium",
      "subtitle": "15mm Alum. T-bar",
      "leaves": [
        {"id": "1200x600", "title": "1200x600", "subtitle": "Regular or H Pattern", "template": "grid-1200x600"},
        {"id": "1200x1200", "title": "1200x1200", "template": "grid-1200x1200"},
        {"id": "600x600", "title": "600x600", "template": "grid-600x600"},
        {"id": "600x600-hd", "title": "600x600 Heavy Duty", "subtitle": "Main Tees at 600 Centers", "template": "grid-600x600-hd"}
      ]
    },
    {
      "id": "corporate",
      "title": "KWIKLOC Corporate",
      "subtitle": "32mm Mitred Top Hat",
      "leaves": [
        {"id": "1200x1200", "title": "1200x1200", "template": "grid-1200x1200"},
        {"id": "1350x1350", "title": "1350x1350", "template": "corporate-1350"},
        {"id": "1500x1500", "title": "1500x1500", "template": "corporate-1500"}
      ]
    },
    {
      "id": "oneway",
      "title": "KWIKLOC One Way",
      "subtitle": "Alum One Way Exposed Systems",
      "menus": [
        {
          "id": "24mm",
          "title": "24mm T Bar",
          "leaves": [
            {
              "id": "1200x400",
              "title": "1200x400",
              "template": "one-way",
              "define": [
                {"name": "tee", "formula": "23"},
                {"name": "interlock", "formula": "68"},
                {"name": "intermediate_rate", "formula": "68"},
                {"name": "clips", "formula": "64"},
                {"name": "module", "formula": "0.48"}
              ]
            },
            {
              "id": "1350x450",
              "title": "1350x450",
              "template": "one-way",
              "define": [
                {"name": "tee", "formula": "21"},
                {"name": "interlock", "formula": "55"},
                {"name": "intermediate_rate", "formula": "55"},
                {"name": "clips", "formula": "62"},
                {"name": "module", "formula": "0.6075"}
              ]
            }
          ]
        },
        {
          "id": "32mm",
          "title": "32mm Top Hat",
          "leaves": [
            {
              "id": "1200x400",
              "title": "1200x400",
              "template": "one-way",
              "define": [
                {"name": "tee", "formula": "23"},
                {"name": "interlock", "formula": "68"},
                {"name": "intermediate_rate", "formula": "55"},
                {"name": "clips", "formula": "64"},
                {"name": "module", "formula": "0.48"}
              ]
            },
            {
              "id": "1350x450",
              "title": "1350x450",
              "template": "one-way",
              "define": [
                {"name": "tee", "formula": "21"},
                {"name": "interlock", "formula": "55"},
                {"name": "intermediate_rate", "formula": "55"},
                {"name": "clips", "formula": "62"},
                {"name": "module", "formula": "0.6075"}
              ]
            }
          ]
        }
      ]
    },
    {
      "id": "seismic",
      "title": "KWIKLOC Seismic",
      "subtitle": "24mm Alum. T-Bar",
      "leaves": [
        {"id": "1200x600", "title": "1200x600 H", "template": "seismic-1200x600"},
        {"id": "600x600", "title": "600x600", "template": "seismic-600x600"}
      ]
    },
    {
      "id": "concealed",
      "title": "Studform Ceiling",
      "subtitle": "Concealed suspension system",
      "leaves": [
        {"id": "600-furring", "title": "600mm Furring Channel", "template": "concealed"},
        {"id": "450-furring", "title": "450mm Furring Channel", "template": "concealed"}
      ]
    },
    {
      "id": "klik",
      "title": "Klik Steel",
      "subtitle": "Grid Ceiling System",
      "leaves": [
        {"id": "1200x600", "title": "1200x600", "subtitle": "Regular or H Pattern", "template": "grid-1200x600"},
        {"id": "1200x1200", "title": "1200x1200", "template": "grid-1200x1200"},
        {"id": "600x600", "title": "600x600", "template": "grid-600x600"},
        {"id": "600x600-hd", "title": "600x600 Heavy Duty", "subtitle": "Main Tees at 600 Centers", "template": "grid-600x600-hd"}
      ]
    }
  ]
}
"""#

    /// `studformJSON`, read. It is checked by the tests, so reading it cannot fail.
    public static let studform: CeilingCatalog = {
        do throws(FieldError) {
            return try CeilingCatalog(json: Array(studformJSON.utf8))
        } catch {
            fatalError("the shipped catalog does not read: \(error.line)")
        }
    }()
}
