/// Tarjan's strongly connected components, iterative so 100,000-long chains do not exhaust the stack.
///
/// Used to report reference and inheritance cycles as whole cycles (every member, in order).
enum StronglyConnectedComponents {
  /// The components with more than one node, or a single node with an edge to itself; each in the
  /// order the depth-first walk met its nodes, so a cycle reads A → B → C.
  static func cycles<Node: Hashable>(nodes: [Node], edges: (Node) -> [Node]) -> [[Node]] {
    var index: [Node: Int] = [:]
    var lowLink: [Node: Int] = [:]
    var onStack: Set<Node> = []
    var stack: [Node] = []
    var next = 0
    var result: [[Node]] = []

    for root in nodes where index[root] == nil {
      var frames: [SCCFrame<Node>] = []
      func open(_ node: Node) {
        index[node] = next
        lowLink[node] = next
        next += 1
        stack.append(node)
        onStack.insert(node)
        frames.append(SCCFrame(node: node, successors: edges(node), position: 0))
      }
      open(root)
      while !frames.isEmpty {
        let top = frames.count - 1
        let node = frames[top].node
        if frames[top].position < frames[top].successors.count {
          let successor = frames[top].successors[frames[top].position]
          frames[top].position += 1
          if index[successor] == nil {
            open(successor)
          } else if onStack.contains(successor) {
            lowLink[node] = min(lowLink[node]!, index[successor]!)
          }
          continue
        }
        frames.removeLast()
        if let parent = frames.last {
          lowLink[parent.node] = min(lowLink[parent.node]!, lowLink[node]!)
        }
        guard lowLink[node] == index[node] else { continue }
        var component: [Node] = []
        while let member = stack.popLast() {
          onStack.remove(member)
          component.append(member)
          if member == node { break }
        }
        component.reverse()
        if component.count > 1 || edges(node).contains(node) {
          result.append(component)
        }
      }
    }
    return result
  }
}

/// A node being visited, with the successors still to walk.
private struct SCCFrame<Node> {
  let node: Node
  let successors: [Node]
  var position: Int
}
