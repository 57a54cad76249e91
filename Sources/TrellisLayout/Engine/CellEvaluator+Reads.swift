import TrellisExpressions

extension CellEvaluator {
    /// Answers a read plan.
    func read(_ plan: ReadPlan) throws(EvaluationError) -> Value {
        switch plan {
        case let .value(cell):
            try use(cell)
            return storedValue(cell)
        case let .number(cell):
            try use(cell)
            return .double(numbers[cell])
        case let .constant(value):
            return value
        case let .member(cell, path, fallback):
            try use(cell)
            return storedValue(cell).member(at: path) ?? fallback
        case let .composite(base, zero, members):
            var result = zero
            if let base {
                try use(base)
                let whole = storedValue(base)
                if case .structure = whole { result = whole }
            }
            for member in members {
                try use(member.cell)
                result = result.settingMember(at: member.path[...], to: storedValue(member.cell))
            }
            return result
        case let .frame(frame):
            var size = 0.0
            if frame.quantity.readsSize {
                try use(frame.size)
                size = numbers[frame.size]
            }
            guard frame.quantity.isPosition else { return .double(size) }
            try use(frame.origin)
            var baseline = 0.0
            if let cell = frame.baseline {
                try use(cell)
                baseline = numbers[cell]
            }
            let coordinate = frame.quantity.value(origin: numbers[frame.origin], size: size, baseline: baseline)
            guard frame.convention == .fromEnd else { return .double(coordinate) }
            try use(frame.extent)
            return .double(frame.convention.measure(coordinate, extent: numbers[frame.extent]))
        case let .sibling(cell, quantity, convention, extent):
            try use(cell)
            let coordinate = numbers[cell]
            guard !coordinate.isNaN else { return .double(0) }
            guard quantity.isPosition, convention == .fromEnd else { return .double(coordinate) }
            try use(extent)
            return .double(convention.measure(coordinate, extent: numbers[extent]))
        case let .parentBox(quantity, convention, extent, baseline):
            try use(extent)
            let length = numbers[extent]
            let coordinate: Double
            switch quantity {
            case .minX, .minY: coordinate = 0
            case .midX, .midY: coordinate = length / 2
            case .maxX, .maxY, .width, .height: coordinate = length
            case .firstBaseline, .lastBaseline:
                if let baseline {
                    try use(baseline)
                    coordinate = numbers[baseline]
                } else {
                    coordinate = 0
                }
            }
            guard quantity.isPosition else { return .double(coordinate) }
            return .double(convention.measure(coordinate, extent: length))
        case let .intrinsicSize(cell, path):
            try use(cell)
            let size = measurers[slot(cell)].measure(nil).size
            return Self.sizeValue(size).member(at: path) ?? .double(0)
        case let .contentSize(width, height, path):
            try use(width)
            try use(height)
            return Self.sizeValue(Size(width: numbers[width], height: numbers[height])).member(at: path) ?? .double(0)
        case let .rectMember(rect, name):
            return try read(rect).rectMember(name) ?? .double(0)
        case let .insets(cell, path):
            try use(cell)
            return ProgramBuilder.edgeInsetsValue(insetValues[slot(cell)]).member(at: path) ?? .double(0)
        }
    }

    /// `size` as a `CGSize` value.
    static func sizeValue(_ size: Size) -> Value {
        .structure(type: "CGSize", members: ["width": .double(size.width), "height": .double(size.height)])
    }
}
